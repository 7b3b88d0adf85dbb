// The rules a tree resource keeps (departments, organisations): no delete while live children remain, no move below
// itself, a parent that is a live row of the tenant. Each runs on the caller's transaction.
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import type { Db } from '../db/client.js';
import { rows } from './engine/sql-util.js';

/** Where a tree lives: table, parent and label columns (snake_case SQL names of ours), and its soft-delete flag. */
export interface TreeTable {
  table: string;
  parentColumn: string;
  labelColumn: string;
  softDelete?: boolean;
}

const listOf = (ids: string[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

const alive = (tree: TreeTable, alias: string) =>
  tree.softDelete ? sql`AND ${sql.identifier(alias)}.del_flag = 0` : sql``;

/** The name of a parent among `ids` that keeps a child outside them, or null. */
export async function parentWithChildren(
  tree: TreeTable,
  ids: string[],
  tenantId: string,
  db: Db,
): Promise<string | null> {
  const t = sql.identifier(tree.table);
  const parent = sql.identifier(tree.parentColumn);
  const found = await rows<{ name: string }>(
    db,
    sql`SELECT p.${sql.identifier(tree.labelColumn)} AS name FROM ${t} c JOIN ${t} p ON p.id = c.${parent}
        WHERE c.tenant_id = ${tenantId} ${alive(tree, 'c')} AND c.${parent} IN (${listOf(ids)})
          AND c.id NOT IN (${listOf(ids)}) LIMIT 1`,
  );
  return found[0]?.name ?? null;
}

/**
 * A row moves anywhere but below itself; the new parent must be a live row of the tenant. `id` is '' on add.
 * `noun` names the row in the messages (上级部门不存在, 不能把部门移到它自己或它的下级部门之下).
 */
export async function refuseCycle(
  tree: TreeTable,
  noun: string,
  id: string,
  parentId: unknown,
  tenantId: string,
  db: Db,
): Promise<void> {
  if (parentId === null || parentId === undefined || parentId === '') return;
  if (typeof parentId !== 'string') throw fail.business(`上级${noun}不存在`);
  const t = sql.identifier(tree.table);
  const parent = sql.identifier(tree.parentColumn);
  const chain = await rows<{ id: string }>(
    db,
    sql`WITH RECURSIVE up(id, parent_id, depth) AS (
          SELECT id, ${parent}, 0 FROM ${t} r WHERE id = ${parentId} AND tenant_id = ${tenantId} ${alive(tree, 'r')}
          UNION ALL
          SELECT d.id, d.${parent}, up.depth + 1 FROM ${t} d JOIN up ON d.id = up.parent_id
          WHERE d.tenant_id = ${tenantId} AND up.depth < 64)
        SELECT id FROM up`,
  );
  if (chain.length === 0) throw fail.business(`上级${noun}不存在`);
  if (chain.some((r) => r.id === id)) throw fail.business(`不能把${noun}移到它自己或它的下级${noun}之下`);
}
