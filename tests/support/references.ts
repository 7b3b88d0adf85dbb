// Rows a tenant owns in a referenced table, read straight from the database: a write naming one is valid for that
// tenant and must be refused for any other.
import type { TableTarget } from '../../server/src/resources/engine/references.js';
import type { TestServer } from './test-server.js';

const SQL_NAME = /^[a-z_][a-z0-9_]*$/;

/** One value of `ref.code` from a row of `tenantId` (users through their tenant link), or null when it has none. */
export async function tenantReference(
  server: TestServer,
  ref: TableTarget,
  tenantId: string,
): Promise<string | null> {
  if (!SQL_NAME.test(ref.table) || !SQL_NAME.test(ref.code)) throw new Error(`bad reference ${ref.table}`);
  const t = tenantId.replace(/\D/g, '');
  const query =
    ref.table === 'sys_user'
      ? `select u.${ref.code}::text as v from sys_user u join sys_user_tenant l on l.user_id = u.id
           where l.tenant_id = '${t}' and u.del_flag = 0 order by u.username limit 1`
      : `select ${ref.code}::text as v from ${ref.table} where tenant_id = '${t}' order by create_time, id limit 1`;
  const found = await server.sql<{ v: string }>(query);
  return found[0]?.v ?? null;
}
