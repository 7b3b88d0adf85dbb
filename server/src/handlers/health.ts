// Handlers for the health tag.
import type { HandlerMap } from '../http/types.js';

export const handlers: HandlerMap = {};
