// Validates and converts one incoming value for a write, by the declared field type, with Chinese messages.
import { MAX_TEXT } from '@clinic/sdk/resources';
import { sql, type SQL } from 'drizzle-orm';
import { fail } from '../../core/index.js';
import type { ResolvedField } from './fields.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

export function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function invalid(f: ResolvedField): never {
  throw fail.business(`${f.title}格式不正确`);
}

function inBounds(f: ResolvedField, s: string): void {
  const n = Number(s);
  if (f.min !== undefined && n < f.min) throw fail.business(`${f.title}不能小于${f.min}`);
  if (f.max !== undefined && n > f.max) throw fail.business(`${f.title}不能大于${f.max}`);
}

function validDay(s: string): boolean {
  const [y, m, d] = s.slice(0, 10).split('-').map(Number);
  const dt = new Date(Date.UTC(y!, m! - 1, d!));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m! - 1 && dt.getUTCDate() === d;
}

/** Returns a cast SQL parameter, or SQL NULL for an empty value (required is checked by the caller). */
export function writeValue(f: ResolvedField, v: unknown): SQL {
  if (isEmpty(v)) {
    if (f.default === undefined) return sql`NULL`;
    return f.default === '' ? sql`${''}` : writeValue({ ...f, default: undefined }, f.default);
  }
  if (typeof v === 'object') invalid(f);
  const s = String(v).trim();
  switch (f.type) {
    case 'int':
      if (!/^-?\d{1,15}$/.test(s)) invalid(f);
      inBounds(f, s);
      return sql`${s}::bigint`;
    case 'number':
      if (!/^-?\d{1,15}(\.\d{1,10})?$/.test(s)) invalid(f);
      inBounds(f, s);
      return sql`${s}::numeric`;
    case 'boolean':
      if (/^(1|true|y)$/i.test(s)) return sql`true`;
      if (/^(0|false|n)$/i.test(s)) return sql`false`;
      return invalid(f);
    case 'date':
      if (!(DATE.test(s) || DATETIME.test(s)) || !validDay(s)) invalid(f);
      return sql`${s.slice(0, 10)}::date`;
    case 'datetime':
      if (!(DATE.test(s) || DATETIME.test(s)) || !validDay(s)) invalid(f);
      return sql`${s.replace('T', ' ')}::timestamp`;
    default: {
      const text = typeof v === 'string' ? v : s;
      if (f.maxLength !== undefined && [...text].length > f.maxLength) {
        throw fail.business(`${f.title}长度不能超过${f.maxLength}个字符`);
      }
      if (f.minLength !== undefined && [...text.trim()].length < f.minLength) {
        throw fail.business(`${f.title}长度不能少于${f.minLength}个字符`);
      }
      // the longest text any declaration may take: fields without a bound of their own stop there too
      if (text.length > MAX_TEXT) throw fail.business(`${f.title}长度过长`);
      return sql`${text}`;
    }
  }
}
