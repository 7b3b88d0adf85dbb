// Opaque bearer tokens: 32 random bytes base64url for the client, only their SHA-256 in the database.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Snowflake-like text ids: milliseconds then randomness, so they sort roughly by creation and never collide in practice. */
export function newId(now: number = Date.now()): string {
  const random = randomBytes(4).readUInt32BE(0) % 1_000_000;
  return `${BigInt(now) * 1_000_000n + BigInt(random)}`;
}
