// Adds `<field>_dictText` to records: one query per dictionary (not per row), multi-value fields joined by commas.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dictOptions } from '../dict-store.js';
import type { ResolvedField } from './fields.js';
import { referenceScope } from './references.js';
import type { Viewer } from './scope.js';
import { col, rows } from './sql-util.js';

async function tableLabels(
  db: Db,
  who: Viewer,
  f: ResolvedField,
  values: string[],
): Promise<Map<string, string>> {
  const ref = f.dictTable!;
  const r = await rows<{ k: string; v: string }>(
    db,
    sql`SELECT ${col(ref.code)}::text AS k, ${col(ref.text)}::text AS v FROM ${sql.identifier(ref.table)} t
        WHERE ${col(ref.code)}::text IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}) AND ${referenceScope(ref, who, 'read')}`,
  );
  return new Map(r.map((x) => [x.k, x.v]));
}

export async function addDictText(
  db: Db,
  who: Viewer,
  fields: ResolvedField[],
  records: Record<string, unknown>[],
): Promise<void> {
  for (const f of fields) {
    if (!f.dictCode && !f.dictTable) continue;
    const split = (v: unknown): string[] =>
      v === null || v === undefined || v === '' ? [] : f.multiple ? String(v).split(',') : [String(v)];
    const values = [...new Set(records.flatMap((r) => split(r[f.name])))];
    let labels = new Map<string, string>();
    if (values.length > 0) {
      labels = f.dictCode
        ? new Map((await dictOptions(db, who.tenantId, f.dictCode)).map((o) => [o.value, o.text]))
        : await tableLabels(db, who, f, values);
    }
    for (const r of records) {
      const parts = split(r[f.name]);
      r[`${f.name}_dictText`] = parts.length ? parts.map((p) => labels.get(p) ?? p).join(',') : null;
    }
  }
}
