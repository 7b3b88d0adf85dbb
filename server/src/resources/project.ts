// The project resource (/api/rws/project): admin list, edit and delete of the tenant's research projects. Creating
// one goes through handlers/project.ts (membership and menus come with it); deleting takes members and menus along.
import { and, eq, inArray } from 'drizzle-orm';
import { projectMembers, projectMenus, subjects } from '../db/schema/domain.js';
import { fail } from '../core/index.js';
import { targetQuantityOf } from './project-values.js';
import { defineResource } from './engine/types.js';

function stripDecimals(values: Record<string, unknown>): void {
  if ('targetQuantity' in values) values.targetQuantity = targetQuantityOf(values.targetQuantity);
}

export const projectResource = defineResource({
  name: 'project',
  title: '研究项目',
  table: 'project',
  fields: [
    {
      name: 'projectName',
      title: '项目名称',
      type: 'string',
      required: true,
      maxLength: 100,
      queryable: true,
      sortable: true,
    },
    { name: 'codeName', title: '项目简称', type: 'string', maxLength: 50, queryable: true, sortable: true },
    { name: 'startTime', title: '开始时间', type: 'datetime', queryable: true, sortable: true },
    { name: 'endTime', title: '结束时间', type: 'datetime', queryable: true, sortable: true },
    { name: 'targetQuantity', title: '目标数量', type: 'int', queryable: true, sortable: true },
    { name: 'description', title: '项目描述', type: 'string', maxLength: 2000 },
  ],
  hooks: {
    beforeAdd: (values) => stripDecimals(values),
    beforeEdit: (values) => stripDecimals(values),
    beforeDelete: async (ids, ctx, db) => {
      const [used] = await db
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.tenantId, ctx.tenantId), inArray(subjects.projectId, ids)))
        .limit(1);
      if (used) throw fail.business('项目下存在受试者，不能删除');
      await db
        .delete(projectMembers)
        .where(and(eq(projectMembers.tenantId, ctx.tenantId), inArray(projectMembers.projectId, ids)));
      await db
        .delete(projectMenus)
        .where(and(eq(projectMenus.tenantId, ctx.tenantId), inArray(projectMenus.projectId, ids)));
    },
  },
});
