// Handlers for the auth tag.
import type { HandlerMap } from '../http/types.js';

export const handlers: HandlerMap = {};
