// Public surface of the editable table feature.
export {
  INSERT_GUARD_MS,
  createEditableTableModel,
  editableCellKey,
  type EditableColumn,
  type EditableRow,
  type EditableTableModel,
  type EditableTableOptions,
  type EditableTableSnapshot,
} from './editable-table-model.js';
export { useEditableTable } from './use-editable-table.js';
