// Handlers for the permission tag.
import type { HandlerMap } from '../http/types.js';

export const handlers: HandlerMap = {};
