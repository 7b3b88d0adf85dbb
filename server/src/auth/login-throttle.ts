// Failed-login lockout per username in the database: 5 failures lock the name for 10 minutes, across processes.
import { eq, sql } from 'drizzle-orm';
import { LOGIN_REASONS } from '@clinic/sdk/errors';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema/identity.js';
import { fail } from '../core/index.js';

export const MAX_FAILURES = 5;
export const LOCK_MS = 10 * 60 * 1000;
export const LOCKED_MESSAGE = '登录失败次数过多，请10分钟后再试';

function key(username: string): string {
  return username.trim().toLowerCase();
}

export async function assertNotLocked(db: Db, username: string, now: number): Promise<void> {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.username, key(username)))
    .limit(1);
  if (row?.lockedUntil && row.lockedUntil.getTime() > now)
    throw fail.login(LOGIN_REASONS.locked, LOCKED_MESSAGE);
}

/** Counts one failure atomically; the fifth starts the lock and resets the count for after it. */
export async function recordFailure(db: Db, username: string, now: number): Promise<void> {
  const at = new Date(now);
  const [row] = await db
    .insert(loginAttempts)
    .values({ username: key(username), failures: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: loginAttempts.username,
      set: { failures: sql`${loginAttempts.failures} + 1`, updatedAt: at },
    })
    .returning({ failures: loginAttempts.failures });
  if (row && row.failures >= MAX_FAILURES) {
    await db
      .update(loginAttempts)
      .set({ failures: 0, lockedUntil: new Date(now + LOCK_MS) })
      .where(eq(loginAttempts.username, key(username)));
  }
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.username, key(username)));
}
