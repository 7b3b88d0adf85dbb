// The tenant (and soft-delete) scope every engine query starts from: rows of another tenant simply do not exist.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/index.js';
import type { ResourceDecl } from './types.js';
import { dataRuleScope } from './data-rule-scope.js';
import { col } from './sql-util.js';

/** Who reads or writes: the session's tenant and user (a request context is one). */
export type Viewer = Pick<RequestContext, 'tenantId' | 'user'>;

/**
 * `read` also admits the declaration's shared tenant rows; `write` (edit, delete, unique) only the caller's. A
 * declaration with `memberVia` admits, in both modes, only rows the viewer is listed as a member of; the viewer's
 * role data rules (数据规则) likewise, unless `rules` is false (a unique value is unique beyond what one may see).
 */
/**
 * ` AND tenant_id = …` for a statement on rows tenantScope already checked: every statement then names its tenant,
 * as distribution by tenant_id needs. Empty for a table whose tenant lives in a link table (a global row).
 */
export function sameTenant(decl: ResourceDecl, who: Viewer, alias?: string): SQL {
  if (decl.tenantVia) return sql``;
  return alias
    ? sql` AND ${sql.identifier(alias)}.tenant_id = ${who.tenantId}`
    : sql` AND tenant_id = ${who.tenantId}`;
}

export function tenantScope(
  decl: ResourceDecl,
  who: Viewer,
  mode: 'read' | 'write' = 'read',
  rules = true,
  /** Checking a written reference: a colleague's own row (用户标签 already on a patient) stays writable. */
  naming = false,
): SQL {
  const tenantId = who.tenantId;
  const parts: SQL[] = [];
  if (decl.tenantVia) {
    const v = decl.tenantVia;
    parts.push(
      sql`EXISTS (SELECT 1 FROM ${sql.identifier(v.table)} l WHERE ${col(v.key, 'l')} = t.id AND ${col(v.tenantColumn, 'l')} = ${tenantId})`,
    );
  } else {
    const shared = mode === 'read' ? decl.sharedTenant : undefined;
    parts.push(shared ? sql`t.tenant_id IN (${tenantId}, ${shared})` : sql`t.tenant_id = ${tenantId}`);
  }
  if (decl.memberVia) {
    const m = decl.memberVia;
    parts.push(
      sql`EXISTS (SELECT 1 FROM ${sql.identifier(m.table)} m WHERE ${col(m.key, 'm')} = t.id AND ${col(m.tenantColumn, 'm')} = ${tenantId} AND ${col(m.userColumn, 'm')} = ${who.user?.id ?? ''})`,
    );
  }
  const ruled = rules ? dataRuleScope(decl, who.user) : null;
  if (ruled) parts.push(ruled);
  // A user's own rows (用户标签) likewise: hidden from others, but named beside records and unique in the tenant.
  if (decl.privateRows && rules && !naming) parts.push(sql`(${decl.privateRows(who)})`);
  if (decl.softDelete) parts.push(sql`t.del_flag = 0`);
  return sql.join(parts, sql` AND `);
}

export function fromTable(decl: ResourceDecl): SQL {
  if (decl.source) return sql`(${decl.source}) t`;
  return sql`${sql.identifier(decl.table)} t`;
}
