// Account changes: registration by invitation and password change (which revokes the user's other sessions).
import { eq } from 'drizzle-orm';
import { validateEmail, validateMobile, validateUsername } from '@clinic/sdk/validators';
import type { Db } from '../db/client.js';
import { users, userTenants } from '../db/schema/identity.js';
import { issueTicket, redeemTicket } from './tickets.js';
import { newId } from './tokens.js';
import { fail } from '../core/index.js';
import { hashPassword, verifyPassword } from './password.js';
import { revokeOtherSessions } from './session-store.js';

export interface RegisterInput {
  username: string;
  password: string;
  phone: string;
  email?: string;
  realname?: string;
  inviteCode: string;
}

/** New passwords mix at least two kinds of characters, so `123456` and `aaaaaa` are refused. */
export function checkNewPassword(password: string): void {
  if (password.length < 6) throw fail.business('密码长度不能少于6位');
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (kinds < 2) throw fail.business('密码至少包含字母、数字、特殊字符中的两种');
}

/** Invitation codes: single-use tickets of kind `invite`, bound to the inviting administrator's tenant. */
export const INVITE_KIND = 'invite';
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const BAD_INVITE = '邀请码无效或已过期';
export const REGISTERED = '注册成功';

export async function issueInvitation(db: Db, adminId: string, tenantId: string, now: number) {
  const code = await issueTicket(db, adminId, tenantId, INVITE_KIND, now, INVITE_TTL_MS);
  return {
    code,
    expiresAt: now + INVITE_TTL_MS,
    registerPath: `/user/register?invite=${encodeURIComponent(code)}`,
  };
}

/**
 * Registers into the tenant of the invitation, whatever tenant the request names. A taken phone number answers
 * exactly like a new one (the code is spent, no account is made), so registration does not tell who is registered.
 */
export async function registerUser(db: Db, input: RegisterInput, now: number): Promise<void> {
  for (const result of [
    validateUsername(input.username),
    validateMobile(input.phone),
    input.email ? validateEmail(input.email) : { ok: true as const },
  ]) {
    if (!result.ok) throw fail.business(result.message);
  }
  checkNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // The code first: without one, nothing about existing accounts is answered. A refusal below rolls the
    // redemption back, so a mistyped user name does not spend the code.
    const invitation = await redeemTicket(tx as unknown as Db, input.inviteCode, INVITE_KIND, now);
    if (!invitation) throw fail.business(BAD_INVITE);
    const [byName] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, input.username))
      .limit(1);
    if (byName) throw fail.business('用户名已存在');
    const [byPhone] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, input.phone))
      .limit(1);
    if (byPhone) return;
    const id = newId(now);
    await tx.insert(users).values({
      id,
      tenantId: invitation.tenantId,
      username: input.username,
      realname: input.realname?.trim() || input.username,
      passwordHash,
      phone: input.phone,
      email: input.email ?? null,
      createBy: input.username,
      createTime: new Date(now),
    });
    await tx.insert(userTenants).values({ userId: id, tenantId: invitation.tenantId });
  });
}

export async function changePassword(
  db: Db,
  userId: string,
  currentToken: string | null,
  oldPassword: string,
  newPassword: string,
  now: number,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw fail.business('当前系统无登录用户!');
  if (!(await verifyPassword(oldPassword, user.passwordHash))) throw fail.business('旧密码输入错误');
  if (oldPassword === newPassword) throw fail.business('新密码不能与旧密码相同');
  checkNewPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updateTime: new Date(now) })
      .where(eq(users.id, userId));
    await revokeOtherSessions(tx, userId, currentToken, now);
  });
}
