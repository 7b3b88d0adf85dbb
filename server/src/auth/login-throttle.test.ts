// Login throttling over HTTP: growing delays per account, address and pair, a slider after a few failures, and no
// way for an attacker at one address to make an account unusable for its owner at another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { CAPTCHA_AFTER, delayAfter, DELAY_RULES } from './login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const RIGHT = 'Clinic@2026';
/** Moves the server clock far enough that every earlier counter of a test is forgotten. */
const WINDOW = 16 * 60_000;

interface Answer {
  success: boolean;
  message: string;
  reason: string | undefined;
}

async function attempt(
  username: string,
  password: string,
  from: string,
  sliderToken?: string,
  path = '/jeecg-boot/sys/login',
): Promise<Answer> {
  const payload: Record<string, string> = { username, password };
  if (sliderToken) payload.sliderToken = sliderToken;
  if (path !== '/jeecg-boot/sys/login') payload.type = 'phone';
  const res = await t.call('POST', path, { payload, remoteAddress: from });
  const body = res.json() as { success: boolean; message: string };
  return { ...body, reason: res.headers['x-error-reason'] as string | undefined };
}

/** A slider token for a completed drag, as the login page asks for one. */
async function solvedSlider(): Promise<string> {
  const res = await t.call('POST', '/jeecg-boot/sys/slider/token', { payload: { offset: 260, max: 260 } });
  return (res.json() as { result: { token: string } }).result.token;
}

/** Seconds in a 登录尝试过于频繁，请N秒后再试 message. */
const waitOf = (a: Answer) => Number(/请(\d+)秒后再试/.exec(a.message)?.[1] ?? 0);

/** Fails `n` times from `from`, waiting out each delay (the attacker who keeps going), so every failure counts. */
async function hammer(username: string, from: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    let a = await attempt(username, `wrong${i}`, from, await solvedSlider());
    if (a.reason === 'login-throttled') {
      t.advance(waitOf(a) * 1000);
      a = await attempt(username, `wrong${i}`, from, await solvedSlider());
    }
    expect(a.reason).toBe('invalid-credentials');
  }
}

describe('login throttling', () => {
  it('delays grow per kind and the account delay stays short', () => {
    expect(delayAfter('account', DELAY_RULES.account.free - 1)).toBe(0);
    expect(delayAfter('pair', 4)).toBeGreaterThan(delayAfter('pair', 3));
    expect(delayAfter('account', 1000)).toBeLessThanOrEqual(30_000);
    expect(delayAfter('source', 1000)).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it('after a few failures asks for the slider, and the right password then works once it is solved', async () => {
    t.advance(WINDOW);
    for (let i = 0; i < CAPTCHA_AFTER; i++)
      expect((await attempt('nurse', `bad${i}`, '10.1.0.1')).reason).toBe('invalid-credentials');
    t.advance(60_000);
    const noSlider = await attempt('nurse', RIGHT, '10.1.0.1');
    expect(noSlider).toMatchObject({ success: false, reason: 'captcha-required', message: '请完成滑块验证' });
    const forged = await attempt('nurse', RIGHT, '10.1.0.1', 'forged.token.x');
    expect(forged).toMatchObject({ success: false, reason: 'captcha-required' });
    const token = await solvedSlider();
    expect(await attempt('nurse', RIGHT, '10.1.0.1', token)).toMatchObject({ success: true });
    // A token is spent by the attempt; after a success the account starts clean (no slider needed).
    expect(await attempt('nurse', RIGHT, '10.1.0.1')).toMatchObject({ success: true });
  });

  it('refuses during a delay without checking the password, then lets the right password in', async () => {
    t.advance(WINDOW);
    for (let i = 0; i < DELAY_RULES.pair.free; i++) await attempt('doctor', `bad${i}`, '10.1.0.2');
    const early = await attempt('doctor', RIGHT, '10.1.0.2', await solvedSlider());
    expect(early).toMatchObject({ success: false, reason: 'login-throttled' });
    expect(waitOf(early)).toBeGreaterThan(0);
    t.advance(waitOf(early) * 1000);
    expect(await attempt('doctor', RIGHT, '10.1.0.2', await solvedSlider())).toMatchObject({ success: true });
  });

  it('an attacker hammering an account from one address cannot lock its owner out from another', async () => {
    t.advance(WINDOW);
    await hammer('admin', '10.66.0.1', 25);
    // The attacker's own address now waits minutes...
    const attacker = await attempt('admin', RIGHT, '10.66.0.1', await solvedSlider());
    expect(attacker.reason).toBe('login-throttled');
    expect(waitOf(attacker)).toBeGreaterThanOrEqual(60);
    // ...while the owner, elsewhere, waits at most the account's short delay and solves a slider.
    let owner = await attempt('admin', RIGHT, '10.7.0.9', await solvedSlider());
    if (!owner.success) {
      expect(owner.reason).toBe('login-throttled');
      expect(waitOf(owner)).toBeLessThanOrEqual(30);
      t.advance(waitOf(owner) * 1000);
      owner = await attempt('admin', RIGHT, '10.7.0.9', await solvedSlider());
    }
    expect(owner).toMatchObject({ success: true });
  });

  it('an unknown name is answered like a known one (the slider does not tell which names exist)', async () => {
    t.advance(WINDOW);
    for (const name of ['researcher', 'nobody-here']) {
      for (let i = 0; i < CAPTCHA_AFTER; i++) await attempt(name, `bad${i}`, `10.2.0.${name.length}`);
      t.advance(60_000);
      const next = await attempt(name, 'still-wrong', '10.3.0.1');
      expect(next).toMatchObject({ success: false, reason: 'captcha-required' });
    }
  });

  it('the phone login is throttled the same way', async () => {
    t.advance(WINDOW);
    const phone = '/jeecg-boot/api/sys/staff/user/login';
    for (let i = 0; i < CAPTCHA_AFTER; i++)
      await attempt('13800138002', `bad${i}`, '10.4.0.1', undefined, phone);
    t.advance(60_000);
    expect(await attempt('13800138002', RIGHT, '10.4.0.1', undefined, phone)).toMatchObject({
      reason: 'captcha-required',
    });
    expect(await attempt('13800138002', RIGHT, '10.4.0.1', await solvedSlider(), phone)).toMatchObject({
      success: true,
    });
  });
});
