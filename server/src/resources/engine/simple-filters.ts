// The list page's query form: equality on queryable fields with the text filter widget's markers (`*x*`, `x*`, `*x`,
// `!x`, `>=x`, `<=x`), `<field>_begin`/`<field>_end` ranges, comma lists as `in` on dictionary fields, and any value
// ending in a comma (`a,b,`, a picker's value lookup) as `in` on its field.
import type { SQL } from 'drizzle-orm';
import { condition } from './conditions.js';
import { fieldsOf, type ResolvedField } from './fields.js';
import { checkMaskedRule } from './mask.js';
import type { ResourceDecl } from './types.js';

/** Paging, sorting and engine parameters: never read as field filters. */
export const RESERVED = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'superQueryParams',
  'superQueryMatchType',
  'field',
  'selections',
  '_t',
  'ids',
  'id',
]);

function one(v: unknown): string | undefined {
  if (Array.isArray(v)) v = v[0];
  if (v === undefined || v === null) return undefined;
  const s = String(v);
  return s.trim() === '' ? undefined : s;
}

/** The rule and value a query-form text means. */
function textRule(f: ResolvedField, v: string): [rule: string, value: string] {
  // A picker looks stored values up as a list with a trailing comma, so a single value stays a list.
  if (v.endsWith(',') && v.replace(/,/g, '').trim() !== '') return ['in', v];
  if (v.startsWith('!')) return ['ne', v.slice(1)];
  if (v.startsWith('>=')) return ['ge', v.slice(2)];
  if (v.startsWith('<=')) return ['le', v.slice(2)];
  const starts = v.startsWith('*');
  const ends = v.length > 1 && v.endsWith('*');
  if (starts && ends) return ['like', v.slice(1, -1)];
  if (ends) return ['right_like', v.slice(0, -1)];
  if (starts) return ['left_like', v.slice(1)];
  if ((f.type === 'dict' || f.dictCode || f.dictTable) && v.includes(',')) return ['in', v];
  return ['eq', v];
}

/** `exactOnly`: masked fields the viewer may match only by their whole value (mask.ts). */
export function simpleFilters(
  decl: ResourceDecl,
  query: Record<string, unknown>,
  exactOnly: ReadonlySet<string> = new Set(),
): SQL[] {
  const out: SQL[] = [];
  const add = (f: ResolvedField, rule: string, value: string) => {
    checkMaskedRule(f, rule, exactOnly);
    out.push(condition(f, rule, value));
  };
  for (const f of fieldsOf(decl).values()) {
    if (!f.queryable || f.hidden || f.listFilter === false) continue;
    const v = one(query[f.name]);
    if (v !== undefined) add(f, ...textRule(f, v));
    const begin = one(query[`${f.name}_begin`]);
    if (begin !== undefined) add(f, 'ge', begin);
    const end = one(query[`${f.name}_end`]);
    if (end !== undefined) add(f, 'le', end);
  }
  return out;
}
