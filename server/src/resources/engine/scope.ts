// The tenant (and soft-delete) scope every engine query starts from: rows of another tenant simply do not exist.
import { sql, type SQL } from 'drizzle-orm';
import type { ResourceDecl } from './types.js';
import { col } from './sql-util.js';

/** `read` also admits the declaration's shared tenant rows; `write` (edit, delete, unique) only the caller's. */
export function tenantScope(decl: ResourceDecl, tenantId: string, mode: 'read' | 'write' = 'read'): SQL {
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
  if (decl.softDelete) parts.push(sql`t.del_flag = 0`);
  return sql.join(parts, sql` AND `);
}

export function fromTable(decl: ResourceDecl): SQL {
  if (decl.source) return sql`(${decl.source}) t`;
  return sql`${sql.identifier(decl.table)} t`;
}
