// The department resource (/sys/sysDepart): department admin over the identity table (soft delete, sort order);
// a department keeps its place in the tree: no delete while children or users remain, no move below itself.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';

const listOf = (ids: string[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** Refuses a delete that would leave children or users pointing at nothing. */
async function refuseOccupied(ids: string[], tenantId: string, db: Db): Promise<void> {
  const children = await rows<{ name: string }>(
    db,
    sql`SELECT p.depart_name AS name FROM sys_depart c JOIN sys_depart p ON p.id = c.parent_id
        WHERE c.tenant_id = ${tenantId} AND c.del_flag = 0 AND c.parent_id IN (${listOf(ids)})
          AND c.id NOT IN (${listOf(ids)}) LIMIT 1`,
  );
  if (children[0]) throw fail.business(`部门「${children[0].name}」下还有下级部门，请先删除或移走下级部门`);
  const members = await rows<{ name: string }>(
    db,
    sql`SELECT d.depart_name AS name FROM sys_user_depart ud
          JOIN sys_user u ON u.id = ud.user_id AND u.del_flag = 0
          JOIN sys_depart d ON d.id = ud.dep_id
        WHERE ud.tenant_id = ${tenantId} AND ud.dep_id IN (${listOf(ids)}) LIMIT 1`,
  );
  if (members[0]) throw fail.business(`部门「${members[0].name}」下还有用户，请先将用户移出该部门`);
}

/** A department moves anywhere but below itself; the new parent must be a live department of the tenant. */
async function refuseCycle(id: string, parentId: unknown, tenantId: string, db: Db): Promise<void> {
  if (parentId === null || parentId === undefined || parentId === '') return;
  if (typeof parentId !== 'string') throw fail.business('上级部门不存在');
  const chain = await rows<{ id: string }>(
    db,
    sql`WITH RECURSIVE up(id, parent_id, depth) AS (
          SELECT id, parent_id, 0 FROM sys_depart WHERE id = ${parentId} AND tenant_id = ${tenantId} AND del_flag = 0
          UNION ALL
          SELECT d.id, d.parent_id, up.depth + 1 FROM sys_depart d JOIN up ON d.id = up.parent_id
          WHERE d.tenant_id = ${tenantId} AND up.depth < 64)
        SELECT id FROM up`,
  );
  if (chain.length === 0) throw fail.business('上级部门不存在');
  if (chain.some((r) => r.id === id)) throw fail.business('不能把部门移到它自己或它的下级部门之下');
}

export const departResource = serverResource(resources.depart, {
  // The identity table predates the standard system columns.
  absentColumns: ['createBy', 'updateBy', 'updateTime'],
  hooks: {
    beforeDelete: (ids, ctx, db) => refuseOccupied(ids, ctx.tenantId, db),
    async beforeEdit(values, id, ctx, db) {
      if ('parentId' in values) await refuseCycle(id, values.parentId, ctx.tenantId, db);
    },
    async beforeAdd(values, ctx, db) {
      if (values.parentId) await refuseCycle('', values.parentId, ctx.tenantId, db);
    },
  },
});
