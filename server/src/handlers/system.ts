// Handlers for the system tag.
import type { HandlerMap } from '../http/types.js';

export const handlers: HandlerMap = {};
