// The one drizzle schema: every domain file re-exported here (others append their `export *` lines).
export * from './identity.js';
export * from './resources.js';
export * from './dict.js';
export * from './files.js';
export * from './domain.js';
export * from './jobs.js';
export * from './cache-stamps.js';
export * from './dynamic-form.js';
export * from './visit-form-audit.js';
