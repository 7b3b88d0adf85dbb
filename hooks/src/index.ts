// Public surface of @clinic/hooks: the framework-free models (./models.ts, also `@clinic/hooks/core`) and their React
// hooks (./react.ts, also `@clinic/hooks/react`). A feature adds its line to both lists.
export * from './models.js';
export * from './react.js';
