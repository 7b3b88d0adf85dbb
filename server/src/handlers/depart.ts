// Handlers for the depart tag.
import type { HandlerMap } from '../http/types.js';

export const handlers: HandlerMap = {};
