// The JeecgBoot-shaped login answer: token, userInfo, departments, tenants, welcome text and the dictionary items.
import { greetingPeriod } from '@clinic/sdk/wire';
import { issueSession } from '../auth/login.js';
import { tenantList, userDepartsIn, userInfo, type UserRow } from '../auth/user-profile.js';
import { clinicHour, nowOf, type RequestContext } from '../core/index.js';
import { allDictItems } from './dict.js';
import { recordLogin, type LoginAction } from '../audit/login-log.js';

/** The spec's greeting period on the clinic's clock (UTC+8). */
export function welcomeText(realname: string, now: number): string {
  return `${greetingPeriod(clinicHour(now))}，${realname}，欢迎回来`;
}

/** Opens the session (in `tenantId`, else the tenant the request asks for) and answers what the shell stores. */
export async function loginAnswer(
  user: UserRow,
  ctx: RequestContext,
  tenantId?: string,
  log?: { action: LoginAction; userAgent: string | null },
) {
  const now = nowOf(ctx);
  const session = await issueSession(ctx.db, user, ctx.tenantId, now, tenantId);
  if (log) {
    await recordLogin(ctx.db, ctx, log.userAgent, {
      tenantId: session.tenantId,
      username: user.username,
      realname: user.realname,
      action: log.action,
      ok: true,
    });
  }
  const departs = await userDepartsIn(ctx.db, user.id, session.tenantId);
  const dictItems = await allDictItems(ctx.db, session.tenantId).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'dictionary items left out of the login answer');
    return undefined;
  });
  return {
    token: session.token,
    userInfo: userInfo(user, session.tenantId, departs),
    welcome: welcomeText(user.realname, now),
    multiDepart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    departs,
    tenantList: await tenantList(ctx.db, user.id),
    ...(dictItems ? { sysAllDictItems: dictItems } : {}),
  };
}
