// `superQueryParams` (URL-encoded JSON rule list) + `superQueryMatchType` → one parameterised WHERE fragment.
import { sql, type SQL } from 'drizzle-orm';
import { fail } from '../../core/index.js';
import { condition } from './conditions.js';
import { findField } from './fields.js';
import type { ResourceDecl } from './types.js';

const MAX_RULES = 50;

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // already decoded by the HTTP layer, and contains a literal %
  }
}

function parseRules(raw: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    try {
      parsed = JSON.parse(decode(raw));
    } catch {
      throw fail.business('高级查询参数格式错误');
    }
  }
  if (!Array.isArray(parsed)) throw fail.business('高级查询参数格式错误');
  return parsed;
}

export function superQueryWhere(decl: ResourceDecl, params: unknown, matchType: unknown): SQL | undefined {
  const mt = matchType === undefined || matchType === '' ? 'and' : String(matchType).toLowerCase();
  if (mt !== 'and' && mt !== 'or') throw fail.business('高级查询匹配方式错误');
  if (params === undefined || params === null || params === '') return undefined;
  if (typeof params !== 'string') throw fail.business('高级查询参数格式错误');
  const list = parseRules(params);
  if (list.length === 0) return undefined;
  if (list.length > MAX_RULES) throw fail.business('高级查询条件过多');
  const parts = list.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw fail.business('高级查询参数格式错误');
    const { field, rule, val } = item as Record<string, unknown>;
    if (typeof field !== 'string' || field === '') throw fail.business('高级查询参数格式错误');
    const f = findField(decl, field);
    if (!f || f.hidden) {
      // echo the name only when it looks like one, so hostile text is not reflected back
      throw fail.business(
        /^[A-Za-z0-9_,-]{1,64}$/.test(field) ? `高级查询字段不存在: ${field}` : '高级查询字段不存在',
      );
    }
    if (typeof rule !== 'string') throw fail.business('高级查询规则不存在');
    if (typeof val === 'number' || typeof val === 'boolean') return condition(f, rule, String(val));
    return condition(f, rule, val);
  });
  return sql`(${sql.join(parts, mt === 'and' ? sql` AND ` : sql` OR `)})`;
}
