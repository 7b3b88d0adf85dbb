// The HMAC replay cache in the database, so every server process behind one PostgreSQL refuses the same nonce.
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signNonces } from '../db/schema/identity.js';

/** True when the nonce was new (and is now remembered), false on a replay. */
export async function rememberNonce(db: Db, nonce: string, expiresAt: number, now: number): Promise<boolean> {
  const inserted = await db
    .insert(signNonces)
    .values({ nonce: nonce.toLowerCase(), expiresAt: new Date(expiresAt) })
    .onConflictDoNothing()
    .returning({ nonce: signNonces.nonce });
  // Occasional sweep keeps the table at one signing window's worth of rows.
  if (Math.random() < 0.02) await db.delete(signNonces).where(lt(signNonces.expiresAt, new Date(now)));
  return inserted.length === 1;
}
