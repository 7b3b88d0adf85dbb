// Retries: reads after network errors and 429/502/503/504 with backoff and Retry-After; writes only when asked.
import { describe, expect, it, vi } from 'vitest';
import { BusinessError, ApiError, NetworkError } from '../errors/api-error.js';
import { hmacSha256 } from '../signing/signers.js';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, json, ok, type Handler } from './fake-fetch.test-util.js';
import { backoffMs, retryPolicy } from './retry.js';
import type { ClientOptions } from './options.js';

const FAST = { baseDelayMs: 1, maxDelayMs: 5 };

/** Fails `failures` times with `fail`, then answers ok. */
function flaky(failures: number, fail: () => Response) {
  let n = 0;
  const handler: Handler = () => {
    n += 1;
    if (n <= failures) return fail();
    return ok('done');
  };
  return handler;
}

const down = () => {
  throw new TypeError('fetch failed');
};
const unavailable = () => json({ success: false, message: '服务暂时不可用', code: 503, result: null }, 503);

function setup(handler: Handler, extra: Partial<ClientOptions> = {}) {
  const f = fakeFetch(handler);
  return { f, client: createClient({ baseUrl: BASE, fetch: f.fetch, retry: FAST, ...extra }) };
}

describe('retries', () => {
  it('a read is tried again after a network error and a 503, and resolves', async () => {
    const { f, client } = setup(flaky(2, unavailable));
    expect(await client.request('GET', '/x')).toBe('done');
    expect(f.calls).toHaveLength(3);
    const net = setup(flaky(1, down as never));
    expect(await net.client.request('GET', '/x')).toBe('done');
  });

  it('gives up after `retries` more tries with the last error', async () => {
    const { f, client } = setup(unavailable, { retry: { ...FAST, retries: 1 } });
    const err = (await client.request('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(503);
    expect(f.calls).toHaveLength(2);
  });

  it('a write is not tried again unless the call asks for it', async () => {
    const post = setup(down as never);
    await expect(post.client.request('POST', '/sys/user/add', { body: {} })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(post.f.calls).toHaveLength(1);
    const asked = setup(flaky(1, unavailable));
    expect(await asked.client.request('PUT', '/sys/user/edit', { body: {}, retry: true })).toBe('done');
    expect(asked.f.calls).toHaveLength(2);
  });

  it('business errors, 500 and 4xx answers are answers: never tried again', async () => {
    for (const answer of [
      () => json({ success: false, message: '数据已存在', code: 500, result: null }),
      () => json({ success: false, message: 'x', code: 500, result: null }, 500),
      () => json({ success: false, message: 'x', code: 400, result: null }, 400),
    ]) {
      const { f, client } = setup(answer);
      await expect(client.request('GET', '/x')).rejects.toBeInstanceOf(ApiError);
      expect(f.calls).toHaveLength(1);
    }
    const { client } = setup(() => json({ success: false, message: '数据已存在', code: 500, result: null }));
    await expect(client.request('GET', '/x')).rejects.toBeInstanceOf(BusinessError);
  });

  it('retry: false on the client or the call turns it off', async () => {
    const off = setup(unavailable, { retry: false });
    await off.client.request('GET', '/x').catch(() => undefined);
    expect(off.f.calls).toHaveLength(1);
    const call = setup(unavailable);
    await call.client.request('GET', '/x', { retry: false }).catch(() => undefined);
    expect(call.f.calls).toHaveLength(1);
  });

  it('every try is signed anew: a fresh HMAC nonce each time', async () => {
    const { f, client } = setup(flaky(2, unavailable), { signer: hmacSha256('k') });
    await client.request('GET', '/x');
    const nonces = f.calls.map((c) => c.headers.get('X-Nonce'));
    expect(new Set(nonces).size).toBe(3);
  });

  it('waits with growing backoff, or what Retry-After asks (capped), and stops at once on abort', async () => {
    vi.useFakeTimers();
    try {
      const { f, client } = setup(
        () => json({ success: false, message: '', code: 429, result: null }, 429, { 'Retry-After': '2' }),
        { retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 10_000 } },
      );
      const controller = new AbortController();
      const outcome = client.request('GET', '/x', { signal: controller.signal }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1999);
      expect(f.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(f.calls).toHaveLength(2);
      controller.abort();
      expect(((await outcome) as DOMException).name).toBe('AbortError');
      expect(f.calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('backoff doubles per try within [half, full] and respects the cap', () => {
    const policy = retryPolicy('GET', { baseDelayMs: 100, maxDelayMs: 350 }, undefined);
    expect(backoffMs(1, policy, null, 0, () => 0)).toBe(50);
    expect(backoffMs(1, policy, null, 0, () => 1)).toBe(100);
    expect(backoffMs(2, policy, null, 0, () => 1)).toBe(200);
    expect(backoffMs(3, policy, null, 0, () => 1)).toBe(350);
    expect(retryPolicy('POST', undefined, undefined).retries).toBe(0);
    expect(retryPolicy('DELETE', undefined, true).retries).toBe(2);
    expect(retryPolicy('GET', undefined, { retries: 5 }).retries).toBe(5);
  });
});
