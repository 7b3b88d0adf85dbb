// Moving on the grid: where the active cell goes for one navigation key (arrows stop at the edges, Tab and Shift+Tab
// run along the rows and wrap), cells as grid positions, and which rows a checkbox click leaves selected.
import type { CellPos, EditableColumn, NavKey } from './editable-table-types.js';

export interface GridPos {
  row: number;
  col: number;
}

export function stepCell(here: GridPos, direction: NavKey, rows: number, cols: number): GridPos {
  let { row, col } = here;
  const lastCol = cols - 1;
  if (direction === 'up') row = Math.max(0, row - 1);
  else if (direction === 'down') row = Math.min(rows - 1, row + 1);
  else if (direction === 'left') col = Math.max(0, col - 1);
  else if (direction === 'right') col = Math.min(lastCol, col + 1);
  else if (direction === 'next') {
    if (col < lastCol) col++;
    else if (row < rows - 1) [row, col] = [row + 1, 0];
  } else if (col > 0) col--;
  else if (row > 0) [row, col] = [row - 1, lastCol];
  return { row, col };
}

/** A cell's row and column index on the grid; -1 for a row or column that is gone. */
export function gridPosOf(
  pos: CellPos,
  order: readonly string[],
  columns: readonly EditableColumn[],
): GridPos {
  return { row: order.indexOf(pos.rowKey), col: columns.findIndex((c) => c.key === pos.key) };
}

/** The cell at a row and column index, or null off the grid. */
export function cellAt(
  { row, col }: GridPos,
  order: readonly string[],
  columns: readonly EditableColumn[],
): CellPos | null {
  const rowKey = order[row];
  const column = columns[col];
  return rowKey && column ? { rowKey, key: column.key } : null;
}

/** The selection after checking (or unchecking) one row, in the rows' order. */
export function toggledSelection(
  order: readonly string[],
  selected: readonly string[],
  rowKey: string,
  on?: boolean,
): string[] {
  const next = new Set(selected);
  if (on ?? !next.has(rowKey)) next.add(rowKey);
  else next.delete(rowKey);
  return order.filter((k) => next.has(k));
}
