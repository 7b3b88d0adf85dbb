// The department resource (/sys/sysDepart): department admin over the identity table (soft delete, sort order);
// a department keeps its place in the tree: no delete while children or users remain, no move below itself.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';
import { parentWithChildren, refuseCycle, type TreeTable } from './tree-rules.js';

const DEPART_TREE: TreeTable = {
  table: 'sys_depart',
  parentColumn: 'parent_id',
  labelColumn: 'depart_name',
  softDelete: true,
};

const listOf = (ids: string[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** Refuses a delete that would leave children or users pointing at nothing. */
async function refuseOccupied(ids: string[], tenantId: string, db: Db): Promise<void> {
  const parent = await parentWithChildren(DEPART_TREE, ids, tenantId, db);
  if (parent) throw fail.business(`部门「${parent}」下还有下级部门，请先删除或移走下级部门`);
  const members = await rows<{ name: string }>(
    db,
    sql`SELECT d.depart_name AS name FROM sys_user_depart ud
          JOIN sys_user u ON u.id = ud.user_id AND u.del_flag = 0
          JOIN sys_depart d ON d.id = ud.dep_id
        WHERE ud.tenant_id = ${tenantId} AND ud.dep_id IN (${listOf(ids)}) LIMIT 1`,
  );
  if (members[0]) throw fail.business(`部门「${members[0].name}」下还有用户，请先将用户移出该部门`);
}

export const departResource = serverResource(resources.depart, {
  // The identity table predates the standard system columns.
  absentColumns: ['createBy', 'updateBy', 'updateTime'],
  hooks: {
    beforeDelete: (ids, ctx, db) => refuseOccupied(ids, ctx.tenantId, db),
    async beforeEdit(values, id, ctx, db) {
      if ('parentId' in values) await refuseCycle(DEPART_TREE, '部门', id, values.parentId, ctx.tenantId, db);
    },
    async beforeAdd(values, ctx, db) {
      if (values.parentId) await refuseCycle(DEPART_TREE, '部门', '', values.parentId, ctx.tenantId, db);
    },
  },
});
