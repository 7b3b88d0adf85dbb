// The feedback resource (/system/feedback): admin list and reply, and each user's own feedback (submit and list);
// the submitter is always the signed-in user.
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import { defineResource } from './engine/types.js';

export const feedbackResource = defineResource({
  name: 'feedback',
  title: '意见反馈',
  table: 'feedback',
  fields: [
    {
      name: 'userId',
      title: '反馈人',
      type: 'string',
      queryable: true,
      dictTable: { table: 'sys_user', text: 'realname', code: 'id' },
    },
    { name: 'content', title: '反馈内容', type: 'string', required: true, maxLength: 2000, queryable: true },
    { name: 'contact', title: '联系方式', type: 'string', maxLength: 100 },
    {
      name: 'type',
      title: '反馈类型',
      type: 'dict',
      dictCode: 'feedback_type',
      queryable: true,
      sortable: true,
    },
    {
      name: 'status',
      title: '处理状态',
      type: 'dict',
      dictCode: 'feedback_status',
      queryable: true,
      sortable: true,
    },
    { name: 'reply', title: '回复', type: 'string', maxLength: 2000 },
    { name: 'replyTime', title: '回复时间', type: 'datetime', readonly: true, sortable: true },
  ],
  hooks: {
    // The "my feedback" page uses this list too: without the right to answer feedback, one sees only one's own.
    listScope: (query, ctx) =>
      query.mine === '1' || !ctx.user?.permissions.has('system:feedback:edit')
        ? { where: sql`t.user_id = ${ctx.user?.id ?? ''}` }
        : {},
    afterRead: (records, ctx) => {
      if (ctx.user?.permissions.has('system:feedback:edit')) return;
      if (records.some((r) => r.userId !== ctx.user?.id)) throw fail.notFound();
    },
    beforeAdd: (values, ctx) => {
      if (!ctx.user) throw fail.unauthorized();
      values.userId = ctx.user.id;
      values.status = '0';
    },
    beforeEdit: async (values, id, _ctx, db) => {
      // Who wrote it and what they wrote stay as submitted; an edit answers it.
      delete values.userId;
      delete values.content;
      if (typeof values.reply === 'string' && values.reply.trim()) {
        values.status = '1';
        // 回复时间 is read-only on the wire: the server stamps it when an answer is written (same transaction).
        await db.execute(sql`UPDATE feedback SET reply_time = localtimestamp(0) WHERE id = ${id}`);
      }
    },
  },
});
