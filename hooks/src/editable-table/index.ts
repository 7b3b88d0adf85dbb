// Public surface of the editable table feature.
export {
  ASYNC_RULE_DELAY_MS,
  DEFAULT_MAX_HEIGHT,
  DEFAULT_ORDER_KEY,
  INSERT_GUARD_MS,
  ROW_HEIGHT,
  cellTypeOf,
  createEditableTableModel,
  defaultCellValue,
  isTypedCell,
  rulesOf,
  type CellPos,
  type CellRule,
  type CellRuleContext,
  type CellTrigger,
  type EditableCellType,
  type EditableColumn,
  type EditableOption,
  type EditableRow,
  type EditableTableModel,
  type EditableTableOptions,
  type EditableTableSnapshot,
  type GridKey,
  type NavKey,
  type RowState,
} from './editable-table-model.js';
export { isGridText, parseTsv } from './tsv.js';
export { useEditableData, useEditableRow, useEditableTable } from './use-editable-table.js';
