// The project resource (/api/rws/project): list, edit and delete of the research projects the user is a member of.
// Creating one goes through handlers/project.ts (membership and menus come with it), an import makes the importer
// its member the same way; deleting takes members and menus along.
import { resources } from '@clinic/sdk/resources';
import { and, eq, inArray } from 'drizzle-orm';
import { projectMembers, projectMenus, subjects } from '../db/schema/domain.js';
import { fail, requireUser } from '../core/index.js';
import { projectMenuRows, ROLE_RIGHT } from './project-menus.js';
import { newId } from './engine/sql-util.js';
import { targetQuantityOf } from './project-values.js';
import { serverResource } from './engine/from-declaration.js';

function stripDecimals(values: Record<string, unknown>): void {
  if ('targetQuantity' in values) values.targetQuantity = targetQuantityOf(values.targetQuantity);
}

export const projectResource = serverResource(resources.project, {
  memberVia: { table: 'project_member', key: 'project_id', userColumn: 'user_id', tenantColumn: 'tenant_id' },
  hooks: {
    beforeAdd: (values) => stripDecimals(values),
    beforeEdit: (values) => stripDecimals(values),
    // An imported project is its importer's, as one made by addProject: only members see a project.
    afterAdd: async (id, ctx, db) => {
      await db.insert(projectMembers).values({
        id: newId(),
        tenantId: ctx.tenantId,
        projectId: id,
        userId: requireUser(ctx).id,
        role: 'admin',
        roleRight: ROLE_RIGHT.admin,
      });
      await db.insert(projectMenus).values(projectMenuRows(ctx.tenantId, id));
    },
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
