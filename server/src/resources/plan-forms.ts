// The CRF forms a visit of the plan names: its comma list of 动态表单 ids and their names in the tenant.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rows } from './engine/sql-util.js';

/** The distinct ids of a comma list, in order. */
export function formIdsOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The names of the tenant's dynamic forms `ids`, by id. */
export async function formNamesOf(db: Db, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM dyn_form WHERE tenant_id = ${tenantId} AND id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((r) => [r.id, r.name]));
}
