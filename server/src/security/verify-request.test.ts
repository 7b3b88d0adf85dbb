// Signature check over HTTP with the SDK's own signers: md5 compatible mode and HMAC mode with the nonce replay cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { hmacSha256, jeecgMd5, DEFAULT_SIGN_SECRET } from './signing.js';

type SignerLike = ReturnType<typeof jeecgMd5>;

async function signed(
  t: TestApp,
  signer: SignerLike,
  method: string,
  url: string,
  body?: unknown,
  send?: { url?: string; body?: unknown },
) {
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const parsed = new URL(url, 'http://x');
  const query: Record<string, string> = {};
  parsed.searchParams.forEach((v, k) => (query[k] = v));
  const headers = await signer.sign({
    method,
    url,
    query,
    ...(bodyText !== undefined ? { body: bodyText } : {}),
  });
  const sentBody = send && 'body' in send ? JSON.stringify(send.body) : bodyText;
  return {
    headers,
    send: (extra: Record<string, string> = {}) =>
      t.app.inject({
        method: method as 'GET',
        url: send?.url ?? url,
        headers: {
          ...headers,
          ...extra,
          ...(sentBody !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(sentBody !== undefined ? { payload: sentBody } : {}),
      }),
  };
}

const LOGIN = { username: 'admin', password: 'Clinic@2026' };

describe('md5 compatible mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ signMode: 'md5' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const md5 = () => jeecgMd5(DEFAULT_SIGN_SECRET, { now: () => t.config.now() });

  it('accepts a request signed by the SDK signer', async () => {
    const res = await (await signed(t, md5(), 'POST', '/jeecg-boot/sys/login', LOGIN)).send();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('answers 401 when the signature headers are missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/jeecg-boot/sys/login', payload: LOGIN });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('签名验证失败');
  });

  it('refuses a tampered query parameter', async () => {
    const token = await (
      await signed(t, md5(), 'POST', '/jeecg-boot/sys/login', LOGIN)
    )
      .send()
      .then((r) => r.json().result.token as string);
    const req = await signed(t, md5(), 'GET', '/jeecg-boot/sys/user/getUserInfo?_t=1', undefined, {
      url: '/jeecg-boot/sys/user/getUserInfo?_t=1&x=2',
    });
    const res = await req.send({ 'x-access-token': token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('签名验证失败');
  });

  it('refuses a tampered body', async () => {
    const res = await (
      await signed(t, md5(), 'POST', '/jeecg-boot/sys/login', LOGIN, {
        body: { ...LOGIN, username: 'doctor' },
      })
    ).send();
    expect(res.statusCode).toBe(401);
  });

  it('refuses timestamps 301 s old and 301 s ahead, accepts 299 s', async () => {
    for (const skew of [-301_000, 301_000]) {
      const req = await signed(
        t,
        jeecgMd5(DEFAULT_SIGN_SECRET, { now: () => t.config.now() + skew }),
        'POST',
        '/jeecg-boot/sys/login',
        LOGIN,
      );
      const res = await req.send();
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toContain('签名已过期');
    }
    const fine = await signed(
      t,
      jeecgMd5(DEFAULT_SIGN_SECRET, { now: () => t.config.now() - 299_000 }),
      'POST',
      '/jeecg-boot/sys/login',
      LOGIN,
    );
    expect((await fine.send()).statusCode).toBe(200);
  });

  it('leaves /health unsigned', async () => {
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});

describe('HMAC mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ signMode: 'hmac' });
  });
  afterAll(async () => {
    await t?.close();
  });
  const hmac = (skew = 0) => hmacSha256(t.config.signSecret, { now: () => t.config.now() + skew });

  it('accepts a signed request once and refuses the replayed nonce', async () => {
    const req = await signed(t, hmac(), 'POST', '/jeecg-boot/sys/login', LOGIN);
    expect(req.headers['X-Nonce'] ?? req.headers['x-nonce']).toMatch(/^[0-9a-f]{32,}$/);
    expect((await req.send()).json()).toMatchObject({ success: true });
    const replay = await req.send();
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toContain('重复');
  });

  it('refuses a tampered body and a stale timestamp', async () => {
    expect(
      (
        await (
          await signed(t, hmac(), 'POST', '/jeecg-boot/sys/login', LOGIN, {
            body: { ...LOGIN, password: 'x' },
          })
        ).send()
      ).statusCode,
    ).toBe(401);
    expect(
      (await (await signed(t, hmac(-301_000), 'POST', '/jeecg-boot/sys/login', LOGIN)).send()).statusCode,
    ).toBe(401);
    expect(
      (await (await signed(t, hmac(301_000), 'POST', '/jeecg-boot/sys/login', LOGIN)).send()).statusCode,
    ).toBe(401);
  });

  it('refuses an md5-signed request', async () => {
    const res = await (
      await signed(
        t,
        jeecgMd5(t.config.signSecret, { now: () => t.config.now() }),
        'POST',
        '/jeecg-boot/sys/login',
        LOGIN,
      )
    ).send();
    expect(res.statusCode).toBe(401);
  });
});
