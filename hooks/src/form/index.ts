// Public surface of the form renderer's headless part: field schema, initial and submitted values, field rules.
export * from './form-schema.js';
export * from './validate-field.js';
export * from './form-fills.js';
export { demoFormServiceFromClient, type DemoFormService, type SavedRecord } from './demo-form-service.js';
