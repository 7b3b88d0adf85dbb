// Public surface of the editable table feature.
export {
  ASYNC_RULE_DELAY_MS,
  DEFAULT_MAX_HEIGHT,
  DEFAULT_ORDER_KEY,
  INSERT_GUARD_MS,
  ROW_HEIGHT,
} from './editable-table-constants.js';
export { cellTypeOf, defaultCellValue, isTypedCell, rulesOf } from './editable-columns.js';
export { createEditableTableModel } from './editable-table-model.js';
export { handleGridKey } from './grid-keys.js';
export type {
  CellPos,
  CellRule,
  CellRuleContext,
  CellTrigger,
  EditableCellType,
  EditableColumn,
  EditableOption,
  EditableRow,
  EditableTableModel,
  EditableTableOptions,
  EditableTableSnapshot,
  GridKey,
  NavKey,
  RowState,
} from './editable-table-types.js';
export { isGridText, parseTsv } from './tsv.js';
