// What a column says about its cells: type, rules (required first), default value, checkbox pair, pasted text as a value.
import { normalizeNumber } from '../controls/numeric-input.js';
import { typedSelectValue } from '../controls/select-options.js';
import type {
  CellRule,
  EditableCellType,
  EditableColumn,
  EditableOption,
  EditableRow,
} from './editable-table-types.js';

export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function cellTypeOf(column: EditableColumn): EditableCellType {
  return column.type === 'text' || column.type === undefined ? 'input' : column.type;
}

/**
 * Text cells (and selects that keep typed text) open for typing; the others (checkbox, pickers, uploads) are
 * controls on their own.
 */
export function isTypedCell(column: EditableColumn): boolean {
  const type = cellTypeOf(column);
  return type === 'input' || type === 'number' || (type === 'select' && column.allowInput === true);
}

const REQUIRED_MESSAGE = '${title}不能为空';
const rulesCache = new WeakMap<EditableColumn, readonly CellRule[]>();

/** The column's rules, `required` first; a required rule without its own message names the column. */
export function rulesOf(column: EditableColumn): readonly CellRule[] {
  const cached = rulesCache.get(column);
  if (cached) return cached;
  const own = column.validateRules ?? [];
  const rules = (column.required && !own.some((r) => r.required) ? [{ required: true }, ...own] : own).map(
    (r) => (r.required && !r.message ? { ...r, message: REQUIRED_MESSAGE } : r),
  );
  rulesCache.set(column, rules);
  return rules;
}

/** `${title}` and `{title}` in a rule's message name the column. */
export function withTitle(message: string, column: EditableColumn): string {
  return message.replace(/\$?\{title\}/g, column.title);
}

export function checkboxValues(column: EditableColumn): readonly [string, string] {
  return column.customValue ?? ['Y', 'N'];
}

export function defaultCellValue(column: EditableColumn): unknown {
  if (column.defaultValue !== undefined) return column.defaultValue;
  const type = cellTypeOf(column);
  if (type === 'checkbox') return checkboxValues(column)[column.defaultChecked ? 0 : 1];
  if (type === 'number') return null;
  return '';
}

/** Pasted or typed text as a cell value: numbers parsed (invalid → refused), checkbox text mapped, labels to values. */
export function valueFromText(
  column: EditableColumn,
  text: string,
  /** A dictCode column's items, once loaded (the column itself names only the dictionary). */
  loaded?: readonly EditableOption[],
): { ok: true; value: unknown } | { ok: false } {
  const type = cellTypeOf(column);
  const trimmed = text.trim();
  if (type === 'number') {
    if (trimmed === '') return { ok: true, value: null };
    const n = normalizeNumber(trimmed);
    return n === null ? { ok: false } : { ok: true, value: n };
  }
  if (type === 'checkbox') {
    const [on, off] = checkboxValues(column);
    const truthy = [on, '是', '1', 'true', 'Y', '√'].includes(trimmed);
    return { ok: true, value: truthy ? on : off };
  }
  const options = column.options ?? loaded;
  if (type === 'select' && options) {
    if (column.allowInput) return { ok: true, value: typedSelectValue(options, trimmed) };
    const match = options.find((o) => o.value === trimmed || o.label === trimmed);
    if (match) return { ok: true, value: match.value };
    return trimmed === '' ? { ok: true, value: trimmed } : { ok: false };
  }
  return { ok: true, value: text };
}

/** Sums of the columns that show a total (statistics or sum); a blank or non-numeric cell adds nothing. */
export function columnTotals(
  columns: readonly EditableColumn[],
  rows: readonly EditableRow[],
): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const c of columns.filter((col) => col.statistics || col.sum)) {
    sums[c.key] = rows.reduce((total, row) => {
      const v = row[c.key];
      const n = Number(v);
      return total + (isBlank(v) || !Number.isFinite(n) ? 0 : n);
    }, 0);
  }
  return sums;
}
