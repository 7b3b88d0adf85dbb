// `superQueryParams` (URL-encoded JSON rule list) + `superQueryMatchType` → one parameterised WHERE fragment.
import {
  decodeSuperQueryParams,
  readMatchType,
  SUPER_QUERY_MAX_RULES,
  superQueryItem,
} from '@clinic/sdk/wire';
import { sql, type SQL } from 'drizzle-orm';
import { fail } from '../../core/index.js';
import { condition } from './conditions.js';
import { findField } from './fields.js';
import { checkMaskedRule } from './mask.js';
import type { ResourceDecl } from './types.js';

export function superQueryWhere(
  decl: ResourceDecl,
  params: unknown,
  matchType: unknown,
  /** masked fields the viewer may match only by their whole value (mask.ts) */
  exactOnly: ReadonlySet<string> = new Set(),
): SQL | undefined {
  const mt = readMatchType(matchType);
  if (!mt) throw fail.business('高级查询匹配方式错误');
  if (params === undefined || params === null || params === '') return undefined;
  if (typeof params !== 'string') throw fail.business('高级查询参数格式错误');
  const list = decodeSuperQueryParams(params);
  if (!list) throw fail.business('高级查询参数格式错误');
  if (list.length === 0) return undefined;
  if (list.length > SUPER_QUERY_MAX_RULES) throw fail.business('高级查询条件过多');
  const conditions = list.map((item) => {
    const parts = superQueryItem(item);
    if (!parts) throw fail.business('高级查询参数格式错误');
    const { field, rule, val } = parts;
    const f = findField(decl, field);
    if (!f || f.hidden) {
      // echo the name only when it looks like one, so hostile text is not reflected back
      throw fail.business(
        /^[A-Za-z0-9_,-]{1,64}$/.test(field) ? `高级查询字段不存在: ${field}` : '高级查询字段不存在',
      );
    }
    if (typeof rule !== 'string') throw fail.business('高级查询规则不存在');
    checkMaskedRule(f, rule, exactOnly);
    if (typeof val === 'number' || typeof val === 'boolean') return condition(f, rule, String(val));
    return condition(f, rule, val);
  });
  return sql`(${sql.join(conditions, mt === 'and' ? sql` AND ` : sql` OR `)})`;
}
