// Middleware: order, what onRequest changes is what gets signed, short-circuit answers, onError once per failed call.
import { describe, expect, it, vi } from 'vitest';
import { BusinessError, NetworkError, NotFoundError } from '../errors/api-error.js';
import { verifyJeecgMd5 } from '../signing/jeecg-md5.js';
import { DEFAULT_SIGN_SECRET, signableFromUrl } from '../signing/signable.js';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, json, ok, type Handler } from './fake-fetch.test-util.js';
import type { Middleware } from './middleware.js';

const setup = (handler?: Handler, middleware?: Middleware[]) => {
  const f = fakeFetch(handler);
  return { f, client: createClient({ baseUrl: BASE, fetch: f.fetch, middleware, retry: false }) };
};

describe('client middleware', () => {
  it('onRequest runs in order, onResponse in reverse, with the operation id and attempt', async () => {
    const seen: string[] = [];
    const mw = (name: string): Middleware => ({
      onRequest: ({ operationId, attempt, method, path }) => {
        seen.push(`${name} request ${operationId} ${attempt} ${method} ${path}`);
      },
      onResponse: ({ response }) => {
        seen.push(`${name} response ${response.status}`);
      },
    });
    const { client } = setup(() => ok({ records: [], total: 0 }), [mw('a')]);
    client.use(mw('b'));
    await client.dict.getDictItems({ path: { dictCode: 'sex' } });
    expect(seen).toEqual([
      'a request getDictItems 1 GET /sys/dict/getDictItems/sex',
      'b request getDictItems 1 GET /sys/dict/getDictItems/sex',
      'b response 200',
      'a response 200',
    ]);
  });

  it('what onRequest changes goes out signed', async () => {
    const { f, client } = setup(undefined, [
      {
        onRequest: ({ request }) => {
          const url = new URL(request.url);
          url.searchParams.set('traceTag', 'partner-7');
          const next = new Request(url, request);
          next.headers.set('X-Trace', 'abc');
          return next;
        },
      },
    ]);
    await client.request('GET', '/sys/user/getUserInfo');
    const rec = f.calls[0]!;
    expect(rec.url.searchParams.get('traceTag')).toBe('partner-7');
    expect(rec.headers.get('X-Trace')).toBe('abc');
    const signable = signableFromUrl(rec.method, rec.url.href, rec.bodyText);
    expect(verifyJeecgMd5(signable, DEFAULT_SIGN_SECRET, rec.headers.get('X-Sign')!)).toBe(true);
  });

  it('a Response from onRequest answers without the network', async () => {
    const { f, client } = setup(undefined, [
      { onRequest: () => json({ success: true, message: '', code: 200, result: 'cached', timestamp: 1 }) },
    ]);
    expect(await client.request('GET', '/x')).toBe('cached');
    expect(f.calls).toHaveLength(0);
  });

  it('onResponse may replace the answer before it is read', async () => {
    const { f, client } = setup(
      () => ok('from the server'),
      [
        {
          onResponse: () => json({ success: true, message: '', code: 200, result: 'replaced', timestamp: 1 }),
        },
      ],
    );
    expect(await client.request('GET', '/x')).toBe('replaced');
    expect(f.calls).toHaveLength(1);
  });

  it('eject removes a middleware; use during a call does not change that call', async () => {
    const calls: string[] = [];
    const a: Middleware = { onRequest: () => void calls.push('a') };
    const { client } = setup();
    client.use(a);
    await client.request('GET', '/x');
    client.eject(a);
    await client.request('GET', '/x');
    expect(calls).toEqual(['a']);
    expect(() => client.use(null as never)).toThrow(TypeError);
  });

  it('onError sees every failed call once with its typed error, business errors included; it may replace it', async () => {
    const onError = vi.fn();
    const { client } = setup((req) =>
      req.url.pathname.endsWith('/missing')
        ? json({ success: false, message: 'x', code: 404, result: null }, 404)
        : json({ success: false, message: '数据已存在', code: 500, result: null }),
    );
    client.use({ onError });
    await expect(client.request('GET', '/missing')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.user.userAdd({ body: { username: 'x' } as never })).rejects.toBeInstanceOf(
      BusinessError,
    );
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls[1]![0]).toMatchObject({ operationId: 'userAdd', method: 'POST', attempt: 1 });

    class Wrapped extends Error {}
    client.use({ onError: ({ error }) => new Wrapped(error.userMessage) });
    await expect(client.request('GET', '/missing')).rejects.toBeInstanceOf(Wrapped);
  });

  it('onError comes after the retries, with the number of tries made', async () => {
    const onError = vi.fn();
    const f = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const client = createClient({
      baseUrl: BASE,
      fetch: f.fetch,
      retry: { retries: 2, baseDelayMs: 1 },
      middleware: [{ onError }],
    });
    await expect(client.request('GET', '/x')).rejects.toBeInstanceOf(NetworkError);
    expect(f.calls).toHaveLength(3);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0].attempt).toBe(3);
  });

  it('an error thrown by a middleware reaches the caller as it is, not as a network error', async () => {
    const { client } = setup(undefined, [
      {
        onRequest: () => {
          throw new RangeError('bad middleware');
        },
      },
    ]);
    await expect(client.request('GET', '/x')).rejects.toBeInstanceOf(RangeError);
  });
});
