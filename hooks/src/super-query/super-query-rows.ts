// Row transitions of the advanced query as pure functions: fresh rows, field and rule changes, restoring rows.
import { isChoiceField, traitsOf } from './super-query-fields.js';
import type { RowValue, SuperQueryField, SuperQueryRow, SuperQueryRule } from './super-query-types.js';

let nextKey = 1;

export function freshRow(): SuperQueryRow {
  return { key: nextKey++, rule: 'eq' };
}

function withoutUndefined<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as T;
}

/** Choosing a field copies its traits (type first) and clears the value. */
export function withField(
  row: SuperQueryRow,
  field: SuperQueryField | undefined,
  value: string,
): SuperQueryRow {
  const traits = field ? traitsOf(field) : {};
  return { key: row.key, rule: row.rule, ...traits, field: value };
}

/** Leaving `in` on a dictionary or option field keeps only the first chosen value; entering it makes a list. */
export function withRule(row: SuperQueryRow, rule: SuperQueryRule): SuperQueryRow {
  const next: SuperQueryRow = { ...row, rule };
  if (
    rule === 'in' &&
    row.rule !== 'in' &&
    isChoiceField(row) &&
    typeof row.val === 'string' &&
    row.val !== ''
  ) {
    next.val = row.val.split(',');
  }
  if (row.rule === 'in' && rule !== 'in' && isChoiceField(row)) {
    if (Array.isArray(row.val)) next.val = row.val[0];
    else if (typeof row.val === 'string') next.val = row.val.split(',')[0];
  }
  return withoutUndefined(next);
}

export function withValue(row: SuperQueryRow, val: RowValue | undefined): SuperQueryRow {
  return withoutUndefined({ ...row, val });
}

interface StoredRow {
  field?: string;
  rule?: SuperQueryRule;
  val?: RowValue;
  type?: string;
  dbType?: string;
}

/** Rebuilds editable rows from conditions (URL or saved query) with the current field definitions. */
export function rowsFrom(stored: readonly StoredRow[], fields: readonly SuperQueryField[]): SuperQueryRow[] {
  const byValue = new Map(fields.map((field) => [field.value, field]));
  return stored.map((item) => {
    const field = item.field === undefined ? undefined : byValue.get(item.field);
    const base: SuperQueryRow = { ...freshRow(), rule: item.rule ?? 'eq' };
    if (item.field === undefined) return base;
    const traits = field ? traitsOf(field) : withoutUndefined({ type: item.type, dbType: item.dbType });
    let val = item.val;
    if (base.rule === 'in' && typeof val === 'string' && isChoiceField(traits)) val = val.split(',');
    return withoutUndefined({ ...base, ...traits, field: item.field, val });
  });
}
