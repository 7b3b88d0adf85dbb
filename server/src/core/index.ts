// The core seam below resources, handlers and the HTTP layer: request context, failures, handler types, replies, paging.
export * from './request-context.js';
export * from './failure.js';
export * from './handler.js';
export * from './envelope-reply.js';
export * from './paging.js';
export * from '../db/clinic-clock.js';
export * from './deferred-notifier.js';
