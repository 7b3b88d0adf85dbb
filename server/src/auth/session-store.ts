// Sessions in the database: issue (7 days), look up, revoke one, revoke all others of a user.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/identity.js';
import { hashToken, newToken } from './tokens.js';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, userId: string, tenantId: string, now: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    tenantId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  return token;
}

/** The live session of a token, or null when unknown, expired or revoked. */
export async function findSession(
  db: Db,
  token: string,
  now: number,
): Promise<{ userId: string; tenantId: string } | null> {
  const rows = await db
    .select({ userId: sessions.userId, tenantId: sessions.tenantId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, token: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Revokes every session of the user except the one presenting `keepToken` (null revokes all). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepToken: string | null,
  now: number,
): Promise<void> {
  const keep = keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

/** Switching department or tenant keeps the token but moves the session's tenant. */
export async function setSessionTenant(db: Db, token: string, tenantId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ tenantId })
    .where(eq(sessions.tokenHash, hashToken(token)));
}
