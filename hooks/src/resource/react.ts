// React bindings of resource (the framework-free surface is ./index.ts).
export { useResourceActions } from './use-resource-actions.js';
export { useRecordForm } from './use-record-form.js';
export { useRefTagOptions } from './use-ref-tag-options.js';
export { useListTotals } from './use-list-totals.js';
