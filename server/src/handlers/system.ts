// Handlers for the system tag.
import type { HandlerMap } from '../core/index.js';

export const handlers: HandlerMap = {};
