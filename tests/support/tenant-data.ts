// Snapshots and markers of one tenant's rows, read straight from the database every table with a tenant_id column.
import type { TestServer } from './test-server.js';

/** Bookkeeping tables whose rows are not business data (sessions, throttles, nonces, tickets). */
const IGNORED = /^(sys_session|sys_login|sys_sign|sign_nonce|sys_nonce)/;
/** Columns whose values name a record clearly enough that seeing them in another tenant's answer is a leak. */
const NAME_COLUMNS = new Set([
  'name',
  'realname',
  'username',
  'project_name',
  'titile',
  'title',
  'depart_name',
  'role_name',
  'phone',
  'id_card',
  'msg_content',
  'content',
]);

export async function tenantTables(server: TestServer): Promise<string[]> {
  const rows = await server.sql<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  return rows.map((r) => r.table_name).filter((t) => !IGNORED.test(t));
}

/** Every row of every tenant table for one tenant, as JSON text per table, ordered for comparison. */
export async function tenantSnapshot(
  server: TestServer,
  tenantId: string,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tenantTables(server)) {
    const rows = await server.sql<{ j: unknown }>(
      `select row_to_json(t)::text as j from "${table}" t where tenant_id = $1`,
      [tenantId],
    );
    out[table] = rows.map((r) => String(r.j)).sort();
  }
  return out;
}

/**
 * Strings that identify tenant `owner`'s rows: their ids and distinctive names, minus anything that also occurs in
 * rows of other tenants or in shared rows (so a shared department name is not counted as a leak).
 */
export async function tenantMarkers(server: TestServer, owner: string): Promise<Set<string>> {
  const mine = new Set<string>();
  const others = new Set<string>();
  for (const table of await tenantTables(server)) {
    const rows = await server.sql<Record<string, unknown>>(`select * from "${table}"`);
    for (const row of rows) {
      const target = row.tenant_id === owner ? mine : others;
      for (const [col, value] of Object.entries(row)) {
        if (typeof value !== 'string' || value.length < 4) continue;
        if (col === 'id' || NAME_COLUMNS.has(col)) target.add(value);
        else others.add(value);
      }
    }
  }
  for (const v of others) mine.delete(v);
  return mine;
}

/** The markers that occur in `text`. */
export function leakedMarkers(text: string, markers: Set<string>): string[] {
  const found: string[] = [];
  for (const m of markers) if (text.includes(m)) found.push(m);
  return found;
}
