// Handlers for the auth tag: the login kinds, logout, forced logout, password change, registration, current user.
import { and, eq } from 'drizzle-orm';
import { changePassword, REGISTERED, registerUser, type RegisterInput } from '../auth/account.js';
import { checkPassword } from '../auth/login.js';
import { tenantList, userDepartsIn, userInfo } from '../auth/user-profile.js';
import { revokeSession } from '../auth/session-store.js';
import { redeemTicket } from '../auth/tickets.js';
import { hashToken } from '../auth/tokens.js';
import { sessions, users, userTenants } from '../db/schema/identity.js';
import {
  EnvelopeReply,
  fail,
  nowOf,
  type ApiInput,
  type HandlerMap,
  type RequestContext,
} from '../core/index.js';
import { loginAnswer } from './login-answer.js';
import {
  LOGIN_ACTION,
  recordLogin,
  recordRefusedLogin,
  userAgentOf,
  type LoginAction,
} from '../audit/login-log.js';

export const PASSWORD_ALTERED = '密码修改成功，请使用新密码登录';

const BAD_TICKET = '登录凭证无效或已过期';

function body<T>(input: ApiInput): T {
  return (input.body ?? {}) as T;
}

/** A refused login leaves its row in 登录日志 (under the account it named), then answers the refusal. */
async function logged<T>(
  input: ApiInput,
  ctx: RequestContext,
  login: string,
  action: LoginAction,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    return recordRefusedLogin(ctx, input, login, action, error);
  }
}

async function loginWithTicket(input: ApiInput, ticket: string, kind: string, ctx: RequestContext) {
  const now = nowOf(ctx);
  const found = await redeemTicket(ctx.db, ticket, kind, now);
  if (!found) throw fail.business(BAD_TICKET);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, found.userId)).limit(1);
  if (!user || user.status !== 1 || user.delFlag !== 0) throw fail.business(BAD_TICKET);
  return loginAnswer(user, ctx, found.tenantId, {
    action: LOGIN_ACTION.ticket,
    userAgent: userAgentOf(input),
  });
}

async function logout(input: ApiInput, ctx: RequestContext) {
  if (!ctx.token) return null;
  // logout is lenient (no session user in ctx): who is leaving comes from the live session it ends.
  const [who] = await ctx.db
    .select({ username: users.username, realname: users.realname })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(ctx.token)))
    .limit(1);
  await revokeSession(ctx.db, ctx.token, nowOf(ctx));
  if (who) {
    await recordLogin(ctx.db, ctx, userAgentOf(input), {
      tenantId: ctx.tenantId,
      username: who.username,
      realname: who.realname,
      action: LOGIN_ACTION.logout,
      ok: true,
    });
  }
  return null;
}

export const handlers: HandlerMap = {
  async login(input, ctx) {
    const { username, password, sliderToken } = body<{
      username: string;
      password: string;
      sliderToken?: string;
    }>(input);
    const now = nowOf(ctx);
    const attempt = { login: username, clientIp: ctx.clientIp, sliderToken };
    return logged(input, ctx, username ?? '', LOGIN_ACTION.password, async () => {
      const user = await checkPassword(ctx.db, attempt, password, now);
      return loginAnswer(user, ctx, undefined, {
        action: LOGIN_ACTION.password,
        userAgent: userAgentOf(input),
      });
    });
  },

  async phoneLogin(input, ctx) {
    const { username, password, phone, sliderToken } = body<{
      username: string;
      password?: string;
      phone?: string;
      sliderToken?: string;
    }>(input);
    if (!password) throw fail.business('暂不支持短信验证码登录，请使用密码登录');
    const now = nowOf(ctx);
    const attempt = { login: phone || username, clientIp: ctx.clientIp, sliderToken };
    return logged(input, ctx, attempt.login ?? '', LOGIN_ACTION.phone, async () => {
      const user = await checkPassword(ctx.db, attempt, password, now, true);
      return loginAnswer(user, ctx, undefined, { action: LOGIN_ACTION.phone, userAgent: userAgentOf(input) });
    });
  },

  feishuLogin: (input, ctx) => loginWithTicket(input, body<{ code: string }>(input).code, 'feishu', ctx),

  thirdLogin: (input, ctx) =>
    loginWithTicket(input, input.params.token ?? '', `third:${input.params.thirdType ?? ''}`, ctx),

  casValidateLogin: (input, ctx) =>
    loginWithTicket(input, String(input.query.ticket ?? ''), `cas:${String(input.query.service ?? '')}`, ctx),

  logout,
  staffLogout: logout,

  async forceLogout(input, ctx) {
    const { token } = body<{ token: string }>(input);
    // Only sessions of users who belong to the acting tenant can be ended from it.
    const [row] = await ctx.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .innerJoin(
        userTenants,
        and(eq(userTenants.userId, sessions.userId), eq(userTenants.tenantId, ctx.tenantId)),
      )
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) throw fail.notFound('未找到该在线会话');
    await revokeSession(ctx.db, token, nowOf(ctx));
    return null;
  },

  async changePassword(input, ctx) {
    const { oldPassword, newPassword } = body<{ oldPassword: string; newPassword: string }>(input);
    if (!ctx.user) throw fail.business('当前系统无登录用户!');
    await changePassword(ctx.db, ctx.user.id, ctx.token, oldPassword, newPassword, nowOf(ctx));
    return null;
  },

  /** /user/alteration: the current password is checked as a login is (throttle, slider, refusals), then changed;
   * every session of the user ends. */
  async alterPassword(input, ctx) {
    const { username, oldPassword, newPassword, sliderToken } = body<{
      username: string;
      oldPassword: string;
      newPassword: string;
      sliderToken?: string;
    }>(input);
    const now = nowOf(ctx);
    const attempt = { login: username, clientIp: ctx.clientIp, sliderToken };
    const user = await checkPassword(ctx.db, attempt, oldPassword, now);
    await changePassword(ctx.db, user.id, null, oldPassword, newPassword, now);
    return new EnvelopeReply(200, PASSWORD_ALTERED, null);
  },

  async register(input, ctx) {
    await registerUser(ctx.db, body<RegisterInput>(input), nowOf(ctx));
    return new EnvelopeReply(200, REGISTERED, null);
  },

  async getUserInfo(_input, ctx) {
    if (!ctx.user) throw fail.unauthorized();
    const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.id)).limit(1);
    if (!user) throw fail.unauthorized();
    const departs = await userDepartsIn(ctx.db, user.id, ctx.tenantId);
    return { userInfo: userInfo(user, ctx.tenantId, departs), tenantList: await tenantList(ctx.db, user.id) };
  },
};
