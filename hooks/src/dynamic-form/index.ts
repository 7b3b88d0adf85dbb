// Public surface of 动态表单: field vocabulary, form list and designer, data records and the apply/audit workflow.
export * from './dyn-form-fields.js';
export * from './dyn-form-models.js';
export * from './dyn-data-models.js';
