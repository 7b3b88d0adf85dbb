// Public surface of @clinic/sdk/wire: pure wire rules the client, the hooks and the server share (no I/O).

export * from './super-query.js';
export * from './greeting.js';
export * from './app-code.js';
export * from './mask.js';
export * from './tenant-homes.js';
export * from './doctor-audit.js';
export * from './data-rules.js';
export * from './appointment-slots.js';
export * from './questionnaire.js';
export * from './operation-flows.js';
export * from './visit-items.js';
