// 登录日志: one row per login attempt (refused ones with the reason) and per logout, in the user's tenant.
import { eq, or } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/identity.js';
import { ApiFailure, type ApiInput, type RequestContext } from '../core/index.js';
import { newId } from '../resources/engine/sql-util.js';

/** login_action dictionary values (sdk defs/login-log.ts). */
export const LOGIN_ACTION = { password: '1', phone: '2', ticket: '3', logout: '4' } as const;
export type LoginAction = (typeof LOGIN_ACTION)[keyof typeof LOGIN_ACTION];

/** Attempts for a name no tenant knows are kept with the platform's rows, never in a tenant's log. */
const NO_TENANT = '0';

export interface LoginEntry {
  tenantId: string;
  username: string | null;
  realname: string | null;
  action: LoginAction;
  ok: boolean;
  reason?: string | null;
}

function clip(v: string | null | undefined, n: number): string | null {
  return v ? v.slice(0, n) : null;
}

export function userAgentOf(input: Pick<ApiInput, 'headers'>): string | null {
  const ua = input.headers['user-agent'];
  return clip(Array.isArray(ua) ? ua[0] : ua, 300);
}

/** Writes one row; a failed write is logged and never fails the login it describes. */
export async function recordLogin(
  db: Db,
  ctx: Pick<RequestContext, 'clientIp' | 'log'>,
  userAgent: string | null,
  e: LoginEntry,
): Promise<void> {
  try {
    await db.execute(sql`INSERT INTO sys_login_log
      (id, tenant_id, create_by, username, realname, login_action, result, reason, ip, user_agent)
      VALUES (${newId()}, ${e.tenantId}, ${clip(e.username, 100)}, ${clip(e.username, 100)},
        ${clip(e.realname, 100)}, ${e.action}, ${e.ok ? '1' : '0'}, ${clip(e.reason, 200)},
        ${clip(ctx.clientIp, 64)}, ${userAgent})`);
  } catch (error) {
    ctx.log.warn({ err: error }, 'login log row not written');
  }
}

/** Records a refused login under the account it named (its home tenant), and rethrows the refusal. */
export async function recordRefusedLogin(
  ctx: RequestContext,
  input: ApiInput,
  login: string,
  action: LoginAction,
  error: unknown,
): Promise<never> {
  const name = login.trim().slice(0, 100);
  const [user] = name
    ? await ctx.db
        .select({ username: users.username, realname: users.realname, tenantId: users.tenantId })
        .from(users)
        .where(
          action === LOGIN_ACTION.phone
            ? or(eq(users.username, name), eq(users.phone, name))
            : eq(users.username, name),
        )
        .limit(1)
    : [];
  const reason = error instanceof ApiFailure ? error.message : '系统错误';
  await recordLogin(ctx.db, ctx, userAgentOf(input), {
    tenantId: user?.tenantId ?? NO_TENANT,
    username: user?.username ?? (name || null),
    realname: user?.realname ?? null,
    action,
    ok: false,
    reason,
  });
  throw error;
}
