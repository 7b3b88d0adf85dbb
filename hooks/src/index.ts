// Public surface of @clinic/hooks: one export line per feature (features append theirs).
export * from './router/index.js';
export * from './session/index.js';
