// React bindings of editable-table (the framework-free surface is ./index.ts).
export { useEditableCell, useEditableData, useEditableRow } from './use-editable-table.js';
export type { EditableCellState } from './use-editable-table.js';
