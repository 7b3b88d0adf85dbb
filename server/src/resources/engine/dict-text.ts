// Adds `<field>_dictText` to records (dictionary items, referenced rows' names, area names): one query per dictionary
// (not per row), multi-value fields joined by commas.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cachedLabels } from '../../auth/session-cache.js';
import { areaPath } from '../area-data.js';
import { dictOptions } from '../dict-store.js';
import type { ResolvedField } from './fields.js';
import { referenceScope } from './references.js';
import type { Viewer } from './scope.js';
import { col, rows } from './sql-util.js';

/**
 * Label columns whose every change (and every change of the tenant scope they are read in) bumps the identity stamp
 * (migration 0003's triggers on sys_user, sys_user_tenant, sys_role; 0033's on sys_depart): their labels are cached
 * with the session users, per tenant (none of these tables is scoped by membership).
 */
const IDENTITY_LABELS: Record<string, ReadonlySet<string> | undefined> = {
  sys_user: new Set(['realname', 'username']),
  sys_role: new Set(['role_name', 'role_code']),
  sys_depart: new Set(['depart_name']),
};

/** Whether the field's table labels are cached with the session users (see IDENTITY_LABELS). */
function identityCached(f: ResolvedField): boolean {
  const ref = f.dictTable!;
  return Boolean(IDENTITY_LABELS[ref.table]?.has(ref.text)) && ref.code === 'id';
}

async function cachedTableLabels(
  db: Db,
  who: Viewer,
  f: ResolvedField,
  values: string[],
): Promise<Map<string, string>> {
  const ref = f.dictTable!;
  const prefix = `${ref.table}\u0000${ref.text}\u0000${who.tenantId}\u0000`;
  const found = await cachedLabels(
    db,
    values.map((v) => prefix + v),
    async (missing) => {
      const [read] = await readLabels(db, who, [
        {
          f,
          values: missing.map((k) => k.slice(prefix.length)),
        },
      ]);
      return new Map([...read!].map(([k, v]) => [prefix + k, v]));
    },
  );
  return new Map([...found].map(([k, v]) => [k.slice(prefix.length), v]));
}

/** The labels of several fields' table references in one statement (a branch per field), in the fields' order. */
async function readLabels(
  db: Db,
  who: Viewer,
  wanted: readonly { f: ResolvedField; values: string[] }[],
): Promise<Map<string, string>[]> {
  const branches = wanted.map(({ f, values }, i) => {
    const ref = f.dictTable!;
    return sql`SELECT ${i}::int AS f, ${col(ref.code)}::text AS k, ${col(ref.text)}::text AS v
        FROM ${sql.identifier(ref.table)} t
        WHERE ${col(ref.code)}::text IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}) AND ${referenceScope(ref, who, 'read', false)}`;
  });
  const r = await rows<{ f: number | string; k: string; v: string }>(
    db,
    sql.join(branches, sql` UNION ALL `),
  );
  const out = wanted.map(() => new Map<string, string>());
  for (const x of r) out[Number(x.f)]!.set(x.k, x.v);
  return out;
}

/** Whether the field's values carry a `<field>_dictText` label: dictionaries, references, area codes. */
export function hasLabels(f: Pick<ResolvedField, 'dictCode' | 'dictTable' | 'labels'>): boolean {
  return Boolean(f.dictCode || f.dictTable || f.labels);
}

export async function addDictText(
  db: Db,
  who: Viewer,
  fields: readonly ResolvedField[],
  records: Record<string, unknown>[],
): Promise<void> {
  const labelled = fields.filter(hasLabels).map((f) => {
    const split = (v: unknown): string[] =>
      v === null || v === undefined || v === '' ? [] : f.multiple ? String(v).split(',') : [String(v)];
    return { f, split, values: [...new Set(records.flatMap((r) => split(r[f.name])))] };
  });
  // Every table reference not cached is read in one statement for the whole page, not one per field.
  const uncached = labelled.filter(
    ({ f, values }) => values.length > 0 && !f.dictCode && f.dictTable && !identityCached(f),
  );
  const read = uncached.length > 0 ? await readLabels(db, who, uncached) : [];
  const readOf = new Map(uncached.map((u, i) => [u.f, read[i]!]));
  for (const { f, split, values } of labelled) {
    let labels = new Map<string, string>();
    if (values.length > 0) {
      labels = f.dictCode
        ? new Map((await dictOptions(db, who.tenantId, f.dictCode)).map((o) => [o.value, o.text]))
        : f.dictTable
          ? (readOf.get(f) ?? (await cachedTableLabels(db, who, f, values)))
          : new Map(values.map((v) => [v, areaPath(v) ?? v]));
    }
    for (const r of records) {
      const parts = split(r[f.name]);
      r[`${f.name}_dictText`] = parts.length ? parts.map((p) => labels.get(p) ?? p).join(',') : null;
    }
  }
}
