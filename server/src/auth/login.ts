// Credential checks shared by every login kind: throttling, scrypt verify, user state, tenant choice, session issue.
import { eq, or } from 'drizzle-orm';
import { LOGIN_REASONS } from '@clinic/sdk/errors';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/identity.js';
import { fail } from '../core/index.js';
import { checkThrottle, clearFailures, recordFailure, type LoginAttempt } from './login-throttle.js';
import { DUMMY_HASH, verifyPassword } from './password.js';
import { createSession } from './session-store.js';
import { userTenantIds } from './session-user.js';
import type { UserRow } from './user-profile.js';

export const BAD_CREDENTIALS = '用户名或密码错误';

async function findUser(db: Db, login: string, byPhoneToo: boolean): Promise<UserRow | undefined> {
  const where = byPhoneToo
    ? or(eq(users.username, login), eq(users.phone, login))
    : eq(users.username, login);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row && row.delFlag === 0 ? row : undefined;
}

export async function checkPassword(
  db: Db,
  attempt: LoginAttempt,
  password: string,
  now: number,
  byPhoneToo = false,
): Promise<UserRow> {
  await checkThrottle(db, attempt, now);
  const user = await findUser(db, attempt.login, byPhoneToo);
  // Unknown names spend the same scrypt time, so timing does not tell which usernames exist.
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) {
    await recordFailure(db, attempt, now);
    throw fail.login(LOGIN_REASONS.invalidCredentials, BAD_CREDENTIALS);
  }
  await clearFailures(db, attempt);
  if (user.status !== 1) throw fail.login(LOGIN_REASONS.disabled, '该用户已冻结，请联系管理员');
  return user;
}

/** The tenant the session starts in: the `tenant-id` header when it names one of the user's tenants, else the default. */
export async function startTenant(db: Db, user: UserRow, wanted: string): Promise<string> {
  const ids = await userTenantIds(db, user.id);
  if (wanted && ids.includes(wanted)) return wanted;
  if (ids.includes(user.tenantId)) return user.tenantId;
  const first = ids[0];
  if (!first) throw fail.business('该用户未分配租户，请联系管理员');
  return first;
}

/** Opens a session for a checked user, in the given tenant or the one `startTenant` picks from the wanted header. */
export async function issueSession(
  db: Db,
  user: UserRow,
  wantedTenant: string,
  now: number,
  tenantId?: string,
): Promise<{ tenantId: string; token: string }> {
  const tenant = tenantId ?? (await startTenant(db, user, wantedTenant));
  return { tenantId: tenant, token: await createSession(db, user.id, tenant, now) };
}
