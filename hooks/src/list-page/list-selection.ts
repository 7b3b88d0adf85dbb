// Row selection rules: keys as strings, rows kept across pages, and removal after deletes.
import type { Row } from './list-types.js';

export function rowKeyOf(row: Row, rowKey: string): string {
  const value = row[rowKey];
  return value === undefined || value === null ? '' : String(value);
}

/** Rows for `keys`: from the shown page first, else from the earlier selection (rows picked on other pages). */
export function selectRows<R extends Row>(
  keys: readonly string[],
  dataSource: readonly R[],
  previous: readonly R[],
  rowKey: string,
): { selectedRowKeys: string[]; selectionRows: R[] } {
  const unique = [...new Set(keys.map(String))];
  const byKey = new Map<string, R>();
  for (const row of previous) byKey.set(rowKeyOf(row, rowKey), row);
  for (const row of dataSource) byKey.set(rowKeyOf(row, rowKey), row);
  const selectionRows = unique.map((key) => byKey.get(key)).filter((row): row is R => row !== undefined);
  return { selectedRowKeys: unique, selectionRows };
}

export function withoutKeys<R extends Row>(
  selection: { selectedRowKeys: string[]; selectionRows: R[] },
  removed: readonly string[],
  rowKey: string,
): { selectedRowKeys: string[]; selectionRows: R[] } {
  const gone = new Set(removed);
  return {
    selectedRowKeys: selection.selectedRowKeys.filter((key) => !gone.has(key)),
    selectionRows: selection.selectionRows.filter((row) => !gone.has(rowKeyOf(row, rowKey))),
  };
}
