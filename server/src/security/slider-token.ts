// One-time tokens for a completed slider verification: HMAC-signed expiry and nonce, each accepted once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.js';
import { rememberNonce } from './nonce-store.js';
import { serverKey } from './server-keys.js';

export const SLIDER_TOKEN_TTL_MS = 2 * 60_000;
// Several processes on one PostgreSQL must share the key: SERVER_SECRET (or SLIDER_SECRET), see server-keys.ts.
const secret = serverKey('slider');

const mac = (body: string) => createHmac('sha256', secret).update(`slider:${body}`).digest('base64url');

export function issueSliderToken(now: number): { token: string; expiresAt: number } {
  const expiresAt = now + SLIDER_TOKEN_TTL_MS;
  const body = `${expiresAt}.${randomBytes(16).toString('hex')}`;
  return { token: `${body}.${mac(body)}`, expiresAt };
}

/** True the first time a well-signed, unexpired token is presented; false for anything else. */
export async function acceptSliderToken(db: Db, token: string, now: number): Promise<boolean> {
  const [expires, nonce, signature, ...rest] = token.split('.');
  if (!expires || !nonce || !signature || rest.length > 0 || !/^\d{1,16}$/.test(expires)) return false;
  const expected = Buffer.from(mac(`${expires}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const expiresAt = Number(expires);
  if (expiresAt <= now) return false;
  // The nonce store refuses a nonce it has seen: the second use of a token fails.
  return rememberNonce(db, `slider-${nonce}`, expiresAt, now);
}
