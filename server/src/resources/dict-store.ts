// Reads dictionaries for a tenant: a tenant's own dictionary of a code replaces the global (tenant '0') one.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cachedDictionary, forgetDictionaries } from '../auth/session-cache.js';
import { rows } from './engine/sql-util.js';

export interface DictOption {
  value: string;
  text: string;
  label: string;
  title: string;
  color: string | null;
}

/**
 * One query per dictionary (cached per tenant until the dictionary stamp moves): the tenant's own dictionary of the
 * code wins over the global one. Only items of the dictionary's own tenant count, so an item another tenant slipped
 * under a shared dictionary is never shown.
 */
export async function dictOptions(db: Db, tenantId: string, code: string): Promise<readonly DictOption[]> {
  return cachedDictionary(db, `${tenantId}\u0000${code}`, () => loadDictOptions(db, tenantId, code));
}

/** The items of the dictionary a tenant reads (alias `i`): its own of the code if it has one, else the global one. */
function readItems(tenantId: string, code: string): SQL {
  return sql`sys_dict_item i JOIN (
    SELECT id, tenant_id FROM sys_dict WHERE dict_code = ${code} AND tenant_id IN ('0', ${tenantId})
    ORDER BY (tenant_id = ${tenantId}) DESC LIMIT 1) d ON i.dict_id = d.id AND i.tenant_id = d.tenant_id`;
}

async function loadDictOptions(db: Db, tenantId: string, code: string): Promise<DictOption[]> {
  const r = await rows<{ value: string; text: string; color: string | null }>(
    db,
    sql`SELECT i.item_value AS value, i.item_text AS text, i.item_color AS color
        FROM ${readItems(tenantId, code)}
        WHERE i.status = 1
        ORDER BY i.sort_order, i.item_value`,
  );
  return r.map((o) => ({ value: o.value, text: o.text, label: o.text, title: o.text, color: o.color }));
}

/**
 * Every value of the dictionary a tenant reads, disabled items included (a record keeps a value its item no longer
 * offers); empty when the code has no dictionary. Cached like the options.
 */
export async function dictValues(db: Db, tenantId: string, code: string): Promise<readonly string[]> {
  return cachedDictionary(db, `${tenantId}\u0000${code}\u0000values`, async () =>
    (
      await rows<{ value: string }>(db, sql`SELECT i.item_value AS value FROM ${readItems(tenantId, code)}`)
    ).map((r) => r.value),
  );
}

export async function dictVersion(db: Db, tenantId: string): Promise<number> {
  const r = await rows<{ v: number | string }>(
    db,
    sql`SELECT coalesce(max(version), 1) AS v FROM sys_dict_version WHERE tenant_id IN ('0', ${tenantId})`,
  );
  return Number(r[0]?.v ?? 1);
}

/** Called in the same transaction as any dictionary write, so a client cache keyed by version goes stale. */
export async function bumpDictVersion(db: Db, tenantId: string): Promise<void> {
  forgetDictionaries();
  await db.execute(
    sql`INSERT INTO sys_dict_version (tenant_id, version, update_time) VALUES (${tenantId}, 2, now())
        ON CONFLICT (tenant_id) DO UPDATE SET version = sys_dict_version.version + 1, update_time = now()`,
  );
}
