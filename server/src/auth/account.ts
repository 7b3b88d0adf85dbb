// Account changes: self-registration and password change (which revokes the user's other sessions).
import { asc, eq, or } from 'drizzle-orm';
import { validateEmail, validateMobile, validateUsername } from '@clinic/sdk/validators';
import type { Db } from '../db/client.js';
import { tenants, users, userTenants } from '../db/schema/identity.js';
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
}

/** New passwords mix at least two kinds of characters, so `123456` and `aaaaaa` are refused. */
export function checkNewPassword(password: string): void {
  if (password.length < 6) throw fail.business('密码长度不能少于6位');
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (kinds < 2) throw fail.business('密码至少包含字母、数字、特殊字符中的两种');
}

async function registrationTenant(db: Db, wanted: string): Promise<string> {
  if (wanted) {
    const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, wanted)).limit(1);
    if (row) return row.id;
  }
  const [first] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .orderBy(asc(tenants.createTime), asc(tenants.id))
    .limit(1);
  if (!first) throw fail.business('系统尚未初始化租户');
  return first.id;
}

export async function registerUser(
  db: Db,
  input: RegisterInput,
  wantedTenant: string,
  now: number,
): Promise<string> {
  for (const result of [
    validateUsername(input.username),
    validateMobile(input.phone, { loose: true }),
    input.email ? validateEmail(input.email) : { ok: true as const },
  ]) {
    if (!result.ok) throw fail.business(result.message);
  }
  checkNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const tenantId = await registrationTenant(db, wantedTenant);
  return db.transaction(async (tx) => {
    const clash = await tx
      .select({ username: users.username, phone: users.phone })
      .from(users)
      .where(or(eq(users.username, input.username), eq(users.phone, input.phone)))
      .limit(1);
    if (clash[0]?.username === input.username) throw fail.business('用户名已存在');
    if (clash[0]) throw fail.business('手机号已被注册');
    const id = newId(now);
    await tx.insert(users).values({
      id,
      tenantId,
      username: input.username,
      realname: input.realname?.trim() || input.username,
      passwordHash,
      phone: input.phone,
      email: input.email ?? null,
      createBy: input.username,
      createTime: new Date(now),
    });
    await tx.insert(userTenants).values({ userId: id, tenantId });
    return id;
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
