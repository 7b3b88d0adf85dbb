// Handlers for the permission tag: the signed-in user's menus and buttons, and menu badge numbers.
import { and, count, eq, ne } from 'drizzle-orm';
import { userPermissions } from '../auth/user-permissions.js';
import { messages, tasks } from '../db/schema/domain.js';
import { fail, type HandlerMap, type RequestContext, type SessionUser } from '../core/index.js';

/** Registered badge keys: a menu's cornerMarkUrl names one; anything else is 404, never a query. */
const BADGES: Record<string, (ctx: RequestContext, user: SessionUser) => Promise<number>> = {
  async unreadMessages(ctx, user) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(messages)
      .where(
        and(eq(messages.tenantId, ctx.tenantId), eq(messages.userId, user.id), eq(messages.readFlag, 0)),
      );
    return row?.n ?? 0;
  },
  async todoTasks(ctx, user) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.tenantId, ctx.tenantId), eq(tasks.assignee, user.username), ne(tasks.status, '2')));
    return row?.n ?? 0;
  },
};

export const handlers: HandlerMap = {
  async getUserPermissionByToken(_input, ctx) {
    if (!ctx.user) throw fail.unauthorized();
    return userPermissions(ctx.db, ctx.user.id, ctx.tenantId, ctx.appCode);
  },

  async getCornerMark(input, ctx) {
    if (!ctx.user) throw fail.unauthorized();
    const badge = Object.hasOwn(BADGES, input.params.key ?? '')
      ? BADGES[input.params.key as string]
      : undefined;
    if (!badge) throw fail.notFound('未知的角标');
    return badge(ctx, ctx.user);
  },
};
