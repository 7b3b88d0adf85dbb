// One comparison (field, rule, value) turned into parameterised SQL, typed by the declared field; values never become
// SQL text: they are bound parameters with an explicit cast.
import { isSuperQueryRule } from '@clinic/sdk/wire';
import { sql, type SQL } from 'drizzle-orm';
import { fail } from '../../core/index.js';
import type { ResolvedField } from './fields.js';
import { col, escapeLike } from './sql-util.js';

const MAX_VALUE = 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function badValue(f: ResolvedField): never {
  throw fail.business(`查询条件值类型错误: ${f.title}`);
}

function validDate(y: string, m: string, d: string): boolean {
  const dt = new Date(Date.UTC(+y, +m - 1, +d));
  return dt.getUTCFullYear() === +y && dt.getUTCMonth() === +m - 1 && dt.getUTCDate() === +d;
}

type Typed = { cast: SQL; wholeDay: boolean };

/** Returns the bound, cast parameter for a value of the field's type, or fails with a Chinese message. */
function typedParam(f: ResolvedField, raw: string): Typed {
  const v = raw.trim();
  if (v.length > MAX_VALUE) throw fail.business(`查询条件值过长: ${f.title}`);
  switch (f.type) {
    case 'int':
      if (!/^-?\d{1,15}$/.test(v)) badValue(f);
      return { cast: sql`${v}::bigint`, wholeDay: false };
    case 'number':
      if (!/^-?\d{1,15}(\.\d{1,10})?$/.test(v)) badValue(f);
      return { cast: sql`${v}::numeric`, wholeDay: false };
    case 'boolean': {
      const b = /^(1|true|y)$/i.test(v) ? 'true' : /^(0|false|n)$/i.test(v) ? 'false' : badValue(f);
      return { cast: sql`${b}::boolean`, wholeDay: false };
    }
    case 'date':
    case 'datetime': {
      const d = DATE.exec(v);
      if (d) {
        if (!validDate(d[1]!, d[2]!, d[3]!)) badValue(f);
        return { cast: sql`${v}::date`, wholeDay: f.type === 'datetime' };
      }
      const t = DATETIME.exec(v);
      if (!t || !validDate(t[1]!, t[2]!, t[3]!) || +t[4]! > 23 || +t[5]! > 59 || +(t[6] ?? 0) > 59)
        badValue(f);
      const text = `${t[1]}-${t[2]}-${t[3]} ${t[4]}:${t[5]}:${t[6] ?? '00'}`;
      // a datetime value against a date column compares the date part
      return {
        cast: f.type === 'date' ? sql`${text}::timestamp::date` : sql`${text}::timestamp`,
        wholeDay: false,
      };
    }
    default:
      return { cast: sql`${v}::text`, wholeDay: false };
  }
}

function textOf(f: ResolvedField): SQL {
  const c = col(f.column);
  return f.type === 'string' || f.type === 'dict' ? c : sql`${c}::text`;
}

function splitList(val: unknown): string[] {
  const list = Array.isArray(val) ? val.map((x) => String(x)) : String(val).split(',');
  return list.map((s) => s.trim()).filter((s) => s !== '');
}

/** Builds `field rule value`. For a date value against a datetime column, eq/ne/gt/le treat it as the whole day. */
export function condition(f: ResolvedField, rule: string, val: unknown): SQL {
  if (!isSuperQueryRule(rule)) throw fail.business(`高级查询规则不存在: ${String(rule).slice(0, 30)}`);
  if (val === null || val === undefined || (typeof val === 'object' && !Array.isArray(val))) badValue(f);
  if (rule === 'in') {
    const list = splitList(val);
    if (list.length === 0) badValue(f);
    if (list.length > 1000) throw fail.business(`查询条件值过长: ${f.title}`);
    const parts = list.map((x) => condition(f, 'eq', x));
    return sql`(${sql.join(parts, sql` OR `)})`;
  }
  if (Array.isArray(val)) {
    if (val.length !== 1) badValue(f);
    val = val[0];
  }
  const raw = String(val);
  if (rule === 'like' || rule === 'right_like' || rule === 'left_like') {
    if (raw.length > MAX_VALUE) throw fail.business(`查询条件值过长: ${f.title}`);
    const e = escapeLike(raw);
    const pattern = rule === 'like' ? `%${e}%` : rule === 'right_like' ? `${e}%` : `%${e}`;
    return sql`${textOf(f)} LIKE ${pattern} ESCAPE '\\'`;
  }
  if (f.multiple && (rule === 'eq' || rule === 'ne')) {
    // comma-joined codes: eq means "contains this code"
    const p = typedParam(f, raw).cast;
    const has = sql`${p} = ANY(string_to_array(${col(f.column)}, ','))`;
    return rule === 'eq' ? sql`coalesce(${has}, false)` : sql`NOT coalesce(${has}, false)`;
  }
  const { cast: p, wholeDay } = typedParam(f, raw);
  // dictionary codes compare as text whatever the column stores (sex is an integer column on users)
  const c = f.type === 'dict' ? sql`${col(f.column)}::text` : col(f.column);
  if (wholeDay) {
    const next = sql`(${p} + 1)`;
    switch (rule) {
      case 'eq':
        return sql`(${c} >= ${p} AND ${c} < ${next})`;
      case 'ne':
        return sql`(${c} IS NULL OR ${c} < ${p} OR ${c} >= ${next})`;
      case 'gt':
        return sql`${c} >= ${next}`;
      case 'ge':
        return sql`${c} >= ${p}`;
      case 'lt':
        return sql`${c} < ${p}`;
      default:
        return sql`${c} < ${next}`;
    }
  }
  switch (rule) {
    case 'eq':
      return sql`${c} = ${p}`;
    case 'ne':
      return sql`(${c} IS NULL OR ${c} <> ${p})`;
    case 'gt':
      return sql`${c} > ${p}`;
    case 'ge':
      return sql`${c} >= ${p}`;
    case 'lt':
      return sql`${c} < ${p}`;
    default:
      return sql`${c} <= ${p}`;
  }
}
