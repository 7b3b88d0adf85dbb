// Table dictionaries (`table,text,code`, the search select's source): only the label tables a declared reference
// names, read with that table's list permission and the tenant scope of the resource stored in it.
import { resources, tableOf, type ResourceDef } from '@clinic/sdk/resources';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fail } from '../core/index.js';
import { requireTableRead } from './engine/access.js';
import { referenceScope } from './engine/references.js';
import type { Viewer } from './engine/scope.js';
import { findField, selectExpr, type ResolvedField } from './engine/fields.js';
import { col, escapeLike, rows } from './engine/sql-util.js';
import { dictOptions } from './dict-store.js';
import type { TableDictRef } from './engine/types.js';
import { resourceDeclarations } from './registry.js';

/** The declared reference `table,text,code` names, or null when no declaration names it (never a client's SQL). */
export function findTableDict(code: string): TableDictRef | null {
  const parts = code.split(',');
  if (parts.length !== 3) return null;
  const [table, text, key] = parts as [string, string, string];
  for (const decl of resourceDeclarations)
    for (const f of decl.fields) {
      const ref = f.dictTable;
      if (ref && ref.table === table && ref.text === text && ref.code === key) return ref;
    }
  return null;
}

export interface TableDictOption {
  value: string;
  text: string;
  title: string;
  label: string;
}

/** Refuses a table dictionary the caller may not read: the same rule as the list of the resource stored there. */
function readable(who: Viewer, code: string): TableDictRef {
  const ref = findTableDict(code);
  if (!ref) throw fail.business(`字典不存在: ${code.slice(0, 64)}`);
  requireTableRead(who.user, ref.table);
  return ref;
}

/** The rows whose label contains the keyword, by label, at most `size` (the search select's page). */
export async function searchTableDict(
  db: Db,
  who: Viewer,
  code: string,
  keyword: string,
  size: number,
): Promise<TableDictOption[]> {
  const ref = readable(who, code);
  const match =
    keyword === '' ? sql`true` : sql`${col(ref.text)}::text LIKE ${`%${escapeLike(keyword)}%`} ESCAPE '\\'`;
  const detail = pickerDetailOf(ref.table);
  const extra: SQL[] = detail.map((f, i) => sql`, ${selectExpr(f)}::text AS ${sql.identifier(`d${i}`)}`);
  const found = await rows<Record<string, string | null>>(
    db,
    sql`SELECT ${col(ref.code)}::text AS k, ${col(ref.text)}::text AS v${sql.join(extra, sql``)}
        FROM ${sql.identifier(ref.table)} t
        WHERE ${referenceScope(ref, who, 'read')} AND ${match}
        ORDER BY ${col(ref.text)}, ${col(ref.code)} LIMIT ${size}`,
  );
  const labels = await detailLabels(db, who, detail);
  return found.map((r) => {
    const text = String(r.v ?? '');
    const parts = detail
      .map((f, i) => r[`d${i}`])
      .map((v, i) => (v ? (labels[i]?.get(v) ?? v) : ''))
      .filter((v) => v !== '');
    // title: the label with what tells same-named rows apart (张秀英 · 女 · 1956-03-02)
    const title = parts.length ? [text, ...parts].join(' · ') : text;
    return { value: String(r.k), text, title, label: text };
  });
}

/** The declared pickerDetail fields of the resource stored in `table` (none for most tables). */
function pickerDetailOf(table: string): ResolvedField[] {
  const defs: readonly ResourceDef[] = Object.values(resources);
  const def = defs.find((d) => d.pickerDetail && tableOf(d) === table);
  const decl = resourceDeclarations.find((d) => d.table === table);
  if (!def || !decl) return [];
  return (def.pickerDetail ?? []).flatMap((name) => findField(decl, name) ?? []);
}

/** Item labels of the dictionary fields among the details (性别 1 → 男), by position. */
async function detailLabels(db: Db, who: Viewer, fields: readonly ResolvedField[]) {
  return Promise.all(
    fields.map(async (f) =>
      f.dictCode && !f.dictTable
        ? new Map((await dictOptions(db, who.tenantId, f.dictCode)).map((o) => [o.value, o.text]))
        : undefined,
    ),
  );
}

/** One label per key, in order; a key the tenant cannot see answers itself (data rules aside: a label is no read). */
export async function tableDictLabels(db: Db, who: Viewer, code: string, keys: string[]): Promise<string[]> {
  const ref = readable(who, code);
  if (keys.length === 0) return [];
  const found = await rows<{ k: string; v: string }>(
    db,
    sql`SELECT ${col(ref.code)}::text AS k, ${col(ref.text)}::text AS v FROM ${sql.identifier(ref.table)} t
        WHERE ${col(ref.code)}::text IN (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) AND ${referenceScope(ref, who, 'read', false)}`,
  );
  const labels = new Map(found.map((r) => [r.k, r.v]));
  return keys.map((k) => labels.get(k) ?? k);
}
