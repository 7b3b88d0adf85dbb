// Marks the rows a resource shares from the platform tenant (来源 平台) apart from the tenant's own (本租户): tenants
// read the platform's rows but may not write them, so the console offers no 编辑 / 删除 on them.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from './sql-util.js';

/** The tenant whose rows every tenant reads (menus, dictionaries). */
export const PLATFORM_TENANT_ID = '0';

/**
 * An `afterRead` hook setting `source` ('platform' or 'tenant') and its label on each record of `table`. A list may
 * ask for some columns only, so whose a row is comes from the table, not from the record.
 */
export function markSharedSource(table: string) {
  return async (records: Record<string, unknown>[], _ctx: unknown, db: Db): Promise<void> => {
    const ids = records.map((r) => String(r.id ?? '')).filter((id) => id !== '');
    const shared =
      ids.length === 0
        ? new Set<string>()
        : new Set(
            (
              await rows<{ id: string }>(
                db,
                sql`SELECT id FROM ${sql.identifier(table)} WHERE tenant_id = ${PLATFORM_TENANT_ID} AND id IN (${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )})`,
              )
            ).map((r) => r.id),
          );
    for (const record of records) {
      const platform = shared.has(String(record.id ?? ''));
      record.source = platform ? 'platform' : 'tenant';
      record.source_dictText = platform ? '平台' : '本租户';
    }
  };
}
