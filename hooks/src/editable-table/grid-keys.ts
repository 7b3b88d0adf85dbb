// The keyboard of the editable table's grid: arrows move, Enter/F2 open, Enter commits and moves down, Esc puts the
// old value back, Tab walks the cells (and leaves the grid past its edge), Space and Enter toggle a checkbox,
// Delete empties, Ctrl+Z undoes the last change.
import { cellTypeOf, checkboxValues, defaultCellValue, isTypedCell } from './editable-columns.js';
import type { EditableTableModel, GridKey, NavKey } from './editable-table-types.js';

const MOVES: Readonly<Record<string, NavKey>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** True when the table used the key. */
export function handleGridKey(
  model: EditableTableModel,
  { key, shift = false, ctrl = false }: GridKey,
): boolean {
  const { editing, active, rowKeys } = model.getSnapshot();
  const columns = model.columns;
  const columnOf = (k: string) => columns.find((c) => c.key === k);
  if (ctrl && (key === 'z' || key === 'Z')) {
    if (editing) return false;
    return model.undo();
  }
  if (editing) {
    if (key === 'Escape') model.cancelEdit();
    else if (key === 'Enter') {
      model.endEdit();
      model.navigate('down');
    } else if (key === 'Tab') {
      model.endEdit();
      model.navigate(shift ? 'prev' : 'next');
    } else return false;
    return true;
  }
  const toggle = () => {
    const column = active && columnOf(active.key);
    if (!active || !column || cellTypeOf(column) !== 'checkbox' || column.disabled) return false;
    const [on, off] = checkboxValues(column);
    model.change(active.rowKey, active.key, model.getRow(active.rowKey)?.row[active.key] === on ? off : on);
    return true;
  };
  const move = MOVES[key];
  if (move) model.navigate(move);
  else if (key === 'Tab') {
    const row = active ? rowKeys.indexOf(active.rowKey) : -1;
    const col = active ? columns.findIndex((c) => c.key === active.key) : -1;
    if (row < 0 || col < 0) return false;
    const atEdge = shift ? row === 0 && col === 0 : row === rowKeys.length - 1 && col === columns.length - 1;
    // Tab past the last cell leaves the grid, as it would leave any other control.
    if (atEdge) return false;
    model.navigate(shift ? 'prev' : 'next');
  } else if (key === 'Enter' || key === 'F2') {
    if (!active) return false;
    if (!toggle()) model.startEdit();
  } else if (key === ' ') {
    return toggle();
  } else if ((key === 'Delete' || key === 'Backspace') && active) {
    const column = columnOf(active.key);
    if (!column || column.disabled) return false;
    model.change(
      active.rowKey,
      active.key,
      cellTypeOf(column) === 'number' ? null : isTypedCell(column) ? '' : defaultCellValue(column),
    );
  } else return false;
  return true;
}
