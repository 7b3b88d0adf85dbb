// The feedback resource (/system/feedback): admin list and reply, and each user's own feedback (submit and list);
// the submitter is always the signed-in user.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import { serverResource } from './engine/from-declaration.js';

export const feedbackResource = serverResource(resources.feedback, {
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
