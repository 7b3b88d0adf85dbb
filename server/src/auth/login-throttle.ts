// Login throttling, shared by every server process through the database: growing delays per account, per source
// address and per (account, address) pair, and a slider captcha for an account after a few failures. Nothing locks:
// the account's own delay stays short, so an attacker hammering a name from one address slows himself (address and
// pair delays grow to 15 minutes) while the owner, from another address, waits seconds and solves a slider.
import { inArray, sql } from 'drizzle-orm';
import { LOGIN_REASONS } from '@clinic/sdk/errors';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema/identity.js';
import { fail } from '../core/index.js';
import { acceptSliderToken } from '../security/slider-token.js';

/** Account failures after which every attempt on the account needs a solved slider. */
export const CAPTCHA_AFTER = 3;
/** Failures older than this are forgotten (the count starts again). */
export const FAILURE_WINDOW_MS = 15 * 60_000;

type Kind = 'account' | 'pair' | 'source';

/** Failures allowed without delay, and the longest delay, per kind. The account's cap keeps its owner usable. */
export const DELAY_RULES: Record<Kind, { free: number; capMs: number }> = {
  account: { free: 5, capMs: 30_000 },
  pair: { free: 3, capMs: FAILURE_WINDOW_MS },
  // An address may be a whole hospital behind one NAT: its delay starts late.
  source: { free: 20, capMs: FAILURE_WINDOW_MS },
};

export const CAPTCHA_MESSAGE = '请完成滑块验证';
export const CAPTCHA_EXPIRED_MESSAGE = '滑块验证已失效，请重新验证';

/** The delay after the n-th failure: none while free, then 1 s, 2 s, 4 s... up to the kind's cap. */
export function delayAfter(kind: Kind, failures: number): number {
  const rule = DELAY_RULES[kind];
  if (failures < rule.free) return 0;
  return Math.min(rule.capMs, 1000 * 2 ** Math.min(30, failures - rule.free));
}

export interface LoginAttempt {
  login: string;
  /** The caller's address; absent (in-process calls) counts as one shared unknown address. */
  clientIp?: string | undefined;
  sliderToken?: string | undefined;
}

function keys(attempt: LoginAttempt): Record<Kind, string> {
  const name = attempt.login.trim().toLowerCase();
  const ip = attempt.clientIp || 'unknown';
  return { account: `account:${name}`, pair: `pair:${name}|${ip}`, source: `source:${ip}` };
}

/**
 * Refuses before any password check while a delay runs (login-throttled, with the seconds to wait), and asks an
 * account that failed a few times for a slider token, spending it (captcha-required).
 */
export async function checkThrottle(db: Db, attempt: LoginAttempt, now: number): Promise<void> {
  const k = keys(attempt);
  const found = await db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.username, [k.account, k.pair, k.source]));
  const fresh = found.filter((r) => r.updatedAt.getTime() > now - FAILURE_WINDOW_MS);
  const until = Math.max(0, ...fresh.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (until > now) {
    const seconds = Math.ceil((until - now) / 1000);
    throw fail.login(LOGIN_REASONS.throttled, `登录尝试过于频繁，请${seconds}秒后再试`);
  }
  const account = fresh.find((r) => r.username === k.account);
  if (account && account.failures >= CAPTCHA_AFTER) {
    if (!attempt.sliderToken) throw fail.login(LOGIN_REASONS.captchaRequired, CAPTCHA_MESSAGE);
    if (!(await acceptSliderToken(db, attempt.sliderToken, now)))
      throw fail.login(LOGIN_REASONS.captchaRequired, CAPTCHA_EXPIRED_MESSAGE);
  }
}

/** Counts one failure on the account, the pair and the address at once; each starts its own delay. */
export async function recordFailure(db: Db, attempt: LoginAttempt, now: number): Promise<void> {
  const at = new Date(now);
  const stale = new Date(now - FAILURE_WINDOW_MS);
  for (const [kind, key] of Object.entries(keys(attempt)) as [Kind, string][]) {
    const [row] = await db
      .insert(loginAttempts)
      .values({ username: key, failures: 1, updatedAt: at })
      .onConflictDoUpdate({
        target: loginAttempts.username,
        set: {
          failures: sql`CASE WHEN ${loginAttempts.updatedAt} < ${stale.toISOString()}::timestamptz THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
          updatedAt: at,
        },
      })
      .returning({ failures: loginAttempts.failures });
    const delay = delayAfter(kind, row?.failures ?? 1);
    await db
      .update(loginAttempts)
      .set({ lockedUntil: delay > 0 ? new Date(now + delay) : null })
      .where(sql`${loginAttempts.username} = ${key}`);
  }
}

/** A right password clears the account and the pair; the address keeps its count (one's own login resets nothing). */
export async function clearFailures(db: Db, attempt: LoginAttempt): Promise<void> {
  const k = keys(attempt);
  await db.delete(loginAttempts).where(inArray(loginAttempts.username, [k.account, k.pair]));
}
