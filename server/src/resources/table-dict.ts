// Table dictionaries (`table,text,code`, the search select's source): only the label tables a declared reference
// names, read with that table's list permission and the tenant scope of the resource stored in it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fail } from '../core/index.js';
import { requireTableRead } from './engine/access.js';
import { referenceScope } from './engine/references.js';
import type { Viewer } from './engine/scope.js';
import { col, escapeLike, rows } from './engine/sql-util.js';
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
  const found = await rows<{ k: string; v: string }>(
    db,
    sql`SELECT ${col(ref.code)}::text AS k, ${col(ref.text)}::text AS v FROM ${sql.identifier(ref.table)} t
        WHERE ${referenceScope(ref, who, 'read')} AND ${match}
        ORDER BY ${col(ref.text)}, ${col(ref.code)} LIMIT ${size}`,
  );
  return found.map((r) => ({ value: r.k, text: r.v, title: r.v, label: r.v }));
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
