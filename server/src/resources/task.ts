// The task resource (/api/rws/task): research tasks of the tenant; `mine=1` lists the signed-in user's own.
// projectId and assignee stay raw ids/usernames (no label translation) so an exported sheet imports back unchanged.
import { sql } from 'drizzle-orm';
import { defineResource } from './engine/types.js';

export const taskResource = defineResource({
  name: 'task',
  title: '任务',
  table: 'task',
  fields: [
    {
      name: 'title',
      title: '任务标题',
      type: 'string',
      required: true,
      maxLength: 255,
      queryable: true,
      sortable: true,
    },
    { name: 'content', title: '任务内容', type: 'string', maxLength: 20000 },
    {
      name: 'projectId',
      title: '所属项目',
      type: 'string',
      queryable: true,
      refersTo: { table: 'project', code: 'id' },
    },
    {
      name: 'assignee',
      title: '负责人',
      type: 'string',
      queryable: true,
      refersTo: { table: 'sys_user', code: 'username' },
    },
    { name: 'status', title: '状态', type: 'dict', dictCode: 'task_status', queryable: true, sortable: true },
    {
      name: 'priority',
      title: '优先级',
      type: 'dict',
      dictCode: 'priority',
      queryable: true,
      sortable: true,
    },
    { name: 'dueDate', title: '截止日期', type: 'date', queryable: true, sortable: true },
  ],
  hooks: {
    listScope: (query, ctx) =>
      query.mine === '1' || query.mine === 'true'
        ? { where: sql`t.assignee = ${ctx.user?.username ?? ''}` }
        : {},
  },
});
