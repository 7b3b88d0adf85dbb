// 机构管理 (/sys/organization): organisations keep their place in the tree like departments do: no delete while child
// organisations remain (doctors of it refuse the delete through their declared reference), no move below itself.
import { resources } from '@clinic/sdk/resources';
import { fail } from '../core/index.js';
import { serverResource } from './engine/from-declaration.js';
import { parentWithChildren, refuseCycle, type TreeTable } from './tree-rules.js';

const ORG_TREE: TreeTable = { table: 'sys_organization', parentColumn: 'parent_id', labelColumn: 'org_name' };

export const organizationResource = serverResource(resources.organization, {
  hooks: {
    async beforeDelete(ids, ctx, db) {
      const parent = await parentWithChildren(ORG_TREE, ids, ctx.tenantId, db);
      if (parent) throw fail.business(`机构「${parent}」下还有下级机构，请先删除或移走下级机构`);
    },
    async beforeEdit(values, id, ctx, db) {
      if ('parentId' in values) await refuseCycle(ORG_TREE, '机构', id, values.parentId, ctx.tenantId, db);
    },
    async beforeAdd(values, ctx, db) {
      if (values.parentId) await refuseCycle(ORG_TREE, '机构', '', values.parentId, ctx.tenantId, db);
    },
  },
});
