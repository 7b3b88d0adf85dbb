// Where a spreadsheet block pasted at a cell lands: the rows it adds, each reached row's new values, and every cell
// to check again. Pure: the model applies the plan to its rows in one undo step.
import { isUniqueColumn } from './cell-validator.js';
import { valueFromText } from './editable-columns.js';
import type { CellPos, EditableColumn, EditableOption, EditableRow } from './editable-table-types.js';
import { parseTsv } from './tsv.js';

export interface PasteTable {
  columns: readonly EditableColumn[];
  /** Row keys in display order. */
  order: readonly string[];
  rowOf: (rowKey: string) => EditableRow;
  /** A dictCode column's loaded items, so pasted labels become their values. */
  optionsOf: (key: string) => readonly EditableOption[] | undefined;
  blankRow: () => EditableRow;
}

export interface PastePlan {
  /** Blank rows appended for the part of the block below the last row. */
  added: EditableRow[];
  /** Each reached row whole, with the pasted values in place. */
  writes: EditableRow[];
  /** The pasted cells, every cell of an added row, and the unique columns' cells of the rows the block missed. */
  recheck: CellPos[];
}

const cellId = (pos: CellPos) => `${pos.rowKey}\u0000${pos.key}`;

/** Null when the text holds no cell. */
export function planPaste(
  table: PasteTable,
  text: string,
  start: { row: number; col: number },
): PastePlan | null {
  const grid = parseTsv(text);
  if (grid.length === 0) return null;
  const { columns } = table;
  const added: EditableRow[] = [];
  const recheck: CellPos[] = [];
  for (let i = start.row + grid.length - table.order.length; i > 0; i--) {
    const row = table.blankRow();
    added.push(row);
    // A row the paste added is checked whole: its required cells left empty show at once.
    for (const c of columns) recheck.push({ rowKey: row.rowKey, key: c.key });
  }
  const order = [...table.order, ...added.map((r) => r.rowKey)];
  const fresh = new Map(added.map((r) => [r.rowKey, r]));
  const writes = grid.map((cells, r) => {
    const rowKey = order[start.row + r]!;
    const row: Record<string, unknown> = { ...(fresh.get(rowKey) ?? table.rowOf(rowKey)) };
    cells.forEach((cellText, c) => {
      const column = columns[start.col + c];
      if (!column || column.disabled) return;
      const parsed = valueFromText(column, cellText, table.optionsOf(column.key));
      // Text a number cell cannot hold is kept visible so its rule can say why, rather than silently dropped.
      row[column.key] = parsed.ok ? parsed.value : cellText;
      recheck.push({ rowKey, key: column.key });
    });
    return row as EditableRow;
  });
  // A pasted value may repeat (or stop repeating) one in a row the paste did not reach.
  const done = new Set(recheck.map(cellId));
  const uniqueKeys = new Set(
    recheck.map((p) => p.key).filter((k) => isUniqueColumn(columns.find((c) => c.key === k)!)),
  );
  for (const key of uniqueKeys)
    for (const rowKey of order) if (!done.has(cellId({ rowKey, key }))) recheck.push({ rowKey, key });
  return { added, writes, recheck };
}
