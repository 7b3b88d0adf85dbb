// Distribution by tenant (docs/scaling.md) needs every statement on a tenant-carrying table to name its tenant: the
// check the tests run over every statement the server sends, and the reviewed places that are global by design.
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** Tables global by design, each with why: reviewed on change. */
export const GLOBAL_TABLES: ReadonlyMap<string, string> = new Map([
  ['sys_user', 'a person is one account across the tenants they belong to'],
  ['sys_tenant', 'the register of the tenants themselves'],
  [
    'sys_session',
    "a token is looked up before its tenant is known, and a user's sessions end in every tenant at once",
  ],
]);

/** Statements that read across tenants on purpose, each with why: reviewed on change. */
export const CROSS_TENANT_STATEMENTS: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /not exists \(select 1 from "sys_user_tenant" l where l\."user_id" = "sys_user"\.id\)/,
    why: 'an account is removed once no tenant holds it any more',
  },
];

/** The tables of the database that carry a tenant_id column. */
export async function tenantTables(db: Db): Promise<Set<string>> {
  const res = (await db.execute(
    sql`SELECT DISTINCT table_name AS t FROM information_schema.columns
        WHERE column_name = 'tenant_id' AND table_schema = current_schema()`,
  )) as unknown as { rows: { t: string }[] };
  return new Set(res.rows.map((r) => r.t));
}

/** The tenant-carrying tables a statement reads or writes without ever naming tenant_id. */
export function unscopedTables(statement: string, tables: ReadonlySet<string>): string[] {
  const text = statement.toLowerCase().replace(/\s+/g, ' ');
  if (/\btenant_id\b/.test(text)) return [];
  if (CROSS_TENANT_STATEMENTS.some((c) => c.pattern.test(text))) return [];
  const named = [...text.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/g)].map((m) => m[1]!);
  return [...new Set(named.filter((t) => tables.has(t) && !GLOBAL_TABLES.has(t)))];
}
