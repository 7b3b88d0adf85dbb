// The task resource (/api/rws/task): research tasks of the tenant; `mine=1` lists the signed-in user's own.
// Fields come from the declaration: project and assignee show by name, and an exported sheet's names import back.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { serverResource } from './engine/from-declaration.js';

export const taskResource = serverResource(resources.task, {
  hooks: {
    listScope: (query, ctx) =>
      query.mine === '1' || query.mine === 'true'
        ? { where: sql`t.assignee = ${ctx.user?.username ?? ''}` }
        : {},
  },
});
