// Operations of the `feedback` tag beyond the admin resource: submitting feedback and listing one's own
// (`/system/feedback/my/List`).
import { and, count, desc, eq } from 'drizzle-orm';
import { feedback } from '../db/schema/domain.js';
import { fail, page, paging, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import { newId, text, wireTime } from './domain-kit.js';

const TYPES = new Set(['1', '2', '3']);

function toFeedback(r: typeof feedback.$inferSelect) {
  return {
    id: r.id,
    content: r.content,
    contact: r.contact,
    type: r.type,
    status: r.status,
    reply: r.reply,
    replyTime: wireTime(r.replyTime),
    createBy: r.createBy,
    createTime: wireTime(r.createTime),
  };
}

async function submit(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Record<string, unknown>;
  const content = text(body.content);
  if (!content) throw fail.business('请输入反馈内容');
  if (content.length > 2000) throw fail.business('反馈内容不能超过2000个字符');
  const contact = text(body.contact) ?? null;
  if (contact && contact.length > 100) throw fail.business('联系方式不能超过100个字符');
  const type = text(body.type) ?? '1';
  if (!TYPES.has(type)) throw fail.business('反馈类型不正确');
  const [row] = await ctx.db
    .insert(feedback)
    .values({
      id: newId(),
      tenantId: ctx.tenantId,
      userId: user.id,
      content,
      contact,
      type,
      createBy: user.username,
    })
    .returning();
  return row ? toFeedback(row) : null;
}

async function listMine(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const p = paging(input.query);
  const status = text(input.query.status);
  const where = and(
    eq(feedback.tenantId, ctx.tenantId),
    eq(feedback.userId, user.id),
    status ? eq(feedback.status, status) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createTime), desc(feedback.id))
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(feedback).where(where),
  ]);
  return page(rows.map(toFeedback), Number(total), p);
}

export const feedbackOps = { submit, listMine };

// The admin resource answers feedbackAdd/feedbackList; these are the signed-in user's own (submit, my list).
export const handlers: HandlerMap = {
  submitFeedback: (input, ctx) => submit(input, ctx),
  listMyFeedback: (input, ctx) => listMine(input, ctx),
};
