// Fields stored as rows of a link table instead of a column (a user's roles and departments in the acting tenant):
// read as comma-joined ids in one query per field and page, written by replacing the record's links in the tenant.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ResolvedField } from './fields.js';
import { referencedValues } from './references.js';
import type { Viewer } from './scope.js';
import { col, rows } from './sql-util.js';
import type { LinkTable } from './types.js';

const linkOf = (f: ResolvedField): LinkTable | undefined => f.linked;

/** Sets each linked field of the records to its ids in the viewer's tenant (null when none). */
export async function addLinked(
  db: Db,
  who: Viewer,
  fields: readonly ResolvedField[],
  records: Record<string, unknown>[],
): Promise<void> {
  const ids = records.map((r) => String(r.id ?? '')).filter((id) => id !== '');
  for (const f of fields) {
    const link = linkOf(f);
    if (!link) continue;
    const found = new Map<string, string>();
    if (ids.length > 0) {
      const r = await rows<{ k: string; v: string }>(
        db,
        sql`SELECT ${col(link.key, 'l')} AS k, string_agg(${col(link.value, 'l')}, ',' ORDER BY ${col(link.value, 'l')}) AS v
            FROM ${sql.identifier(link.table)} l
            WHERE ${col(link.tenantColumn, 'l')} = ${who.tenantId} AND ${col(link.key, 'l')} IN (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})
            GROUP BY ${col(link.key, 'l')}`,
      );
      for (const x of r) found.set(x.k, x.v);
    }
    for (const rec of records) rec[f.name] = found.get(String(rec.id ?? '')) ?? null;
  }
}

/** Replaces the record's links of every linked field present in `values` (already validated). */
export async function writeLinked(
  db: Db,
  who: Viewer,
  fields: readonly ResolvedField[],
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  for (const f of fields) {
    const link = linkOf(f);
    if (!link || !Object.prototype.hasOwnProperty.call(values, f.name)) continue;
    await db.execute(
      sql`DELETE FROM ${sql.identifier(link.table)}
          WHERE ${sql.identifier(link.key)} = ${id} AND ${sql.identifier(link.tenantColumn)} = ${who.tenantId}`,
    );
    const wanted = referencedValues(f, values[f.name]);
    if (wanted.length === 0) continue;
    await db.execute(
      sql`INSERT INTO ${sql.identifier(link.table)}
            (${sql.identifier(link.key)}, ${sql.identifier(link.value)}, ${sql.identifier(link.tenantColumn)})
          VALUES ${sql.join(
            wanted.map((v) => sql`(${id}, ${v}, ${who.tenantId})`),
            sql`, `,
          )}`,
    );
  }
}
