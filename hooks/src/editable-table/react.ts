// React bindings of editable-table (the framework-free surface is ./index.ts).
export { useEditableData, useEditableRow } from './use-editable-table.js';
