// Every row of the error mapping, through the client against a fake fetch, plus the Blob and session-event cases.
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  BadRequestError,
  BusinessError,
  ForbiddenError,
  GatewayTimeoutError,
  MalformedResponseError,
  NetworkError,
  NotFoundError,
  SessionExpiredError,
} from '../errors/api-error.js';
import { errorFromHttp } from '../errors/map-error.js';
import { memoryTokenStore } from '../stores/session-stores.js';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, json, ok, type Handler } from './fake-fetch.test-util.js';

const envelope = (code: number, message: string) => ({
  success: false,
  message,
  code,
  result: null,
  timestamp: 1,
});

function clientWith(handler: Handler, token: string | null = 'tok') {
  return createClient({
    baseUrl: BASE,
    fetch: fakeFetch(handler).fetch,
    tokenStore: memoryTokenStore(token),
  });
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as ApiError,
  );

describe('error mapping', () => {
  it.each<[number, new (...a: never[]) => ApiError, string, string]>([
    [401, SessionExpiredError, '系统提示', '未授权，请重新登录'],
    [403, ForbiddenError, '系统提示', '拒绝访问'],
    [404, NotFoundError, '系统提示', '很抱歉，资源未找到!'],
    [504, GatewayTimeoutError, '系统提示', '网络超时'],
  ])('HTTP %i → %o with the section 8 text', async (status, Type, title, userMessage) => {
    const err = await failure(
      clientWith(() => json(envelope(status, 'server words'), status, { 'X-Request-Id': 'req-42' })).request(
        'GET',
        '/x',
      ),
    );
    expect(err).toBeInstanceOf(Type);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(status);
    expect(err.code).toBe(status);
    expect(err.title).toBe(title);
    expect(err.userMessage).toBe(userMessage);
    expect(err.message).toBe('server words');
    expect(err.requestId).toBe('req-42');
  });

  it('HTTP 400 → BadRequestError showing the server message', async () => {
    const err = await failure(
      clientWith(() => json(envelope(400, '参数 pageNo 必须是整数'), 400)).request('GET', '/x'),
    );
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err.userMessage).toBe('参数 pageNo 必须是整数');
  });

  it('HTTP 500 with Token失效 → SessionExpiredError (登录已过期)', async () => {
    const err = (await failure(
      clientWith(() => json(envelope(500, 'Token失效，请重新登录!'), 500)).request('GET', '/x'),
    )) as SessionExpiredError;
    expect(err).toBeInstanceOf(SessionExpiredError);
    expect(err.reason).toBe('token-invalid');
    expect(err.title).toBe('登录已过期');
    expect(err.userMessage).toBe('很抱歉，登录已过期，请重新登录');
  });

  it('HTTP 500 with Token失效 on a file download (blob request) → SessionExpiredError', async () => {
    const err = await failure(
      clientWith(() => json(envelope(500, 'Token失效，请重新登录!'), 500)).download('/sys/user/exportXls'),
    );
    expect(err).toBeInstanceOf(SessionExpiredError);
  });

  it('a Blob body holding Token失效 is read and detected', async () => {
    const blob = new Blob([JSON.stringify(envelope(500, 'Token失效，请重新登录!'))], {
      type: 'application/json',
    });
    const err = await errorFromHttp(500, blob, 'r1');
    expect(err).toBeInstanceOf(SessionExpiredError);
    expect(err.requestId).toBe('r1');
    const plain = await errorFromHttp(500, new Blob(['服务器内部错误']), null);
    expect(plain).not.toBeInstanceOf(SessionExpiredError);
    expect(plain.userMessage).toBe('服务器内部错误');
  });

  it('any other status → ApiError with the server message, or a generic text for an HTML page', async () => {
    const err = await failure(clientWith(() => json(envelope(500, '数据库繁忙'), 500)).request('GET', '/x'));
    expect(err.constructor).toBe(ApiError);
    expect(err.userMessage).toBe('数据库繁忙');
    const html = await failure(
      clientWith(() => new Response('<html><body>Bad Gateway</body></html>', { status: 502 })).request(
        'GET',
        '/x',
      ),
    );
    expect(html.status).toBe(502);
    expect(html.userMessage).toBe('系统错误，请稍后重试');
  });

  it('HTTP 200 success:false → BusinessError keeping code (510) and result', async () => {
    const err = (await failure(
      clientWith(() =>
        json({ success: false, message: '无权限访问', code: 510, result: { need: 'x' } }),
      ).request('GET', '/x'),
    )) as BusinessError;
    expect(err).toBeInstanceOf(BusinessError);
    expect(err.status).toBe(200);
    expect(err.code).toBe(510);
    expect(err.userMessage).toBe('无权限访问');
    expect(err.result).toEqual({ need: 'x' });
  });

  it('a failed fetch → NetworkError', async () => {
    const err = await failure(
      clientWith(() => {
        throw new TypeError('fetch failed');
      }).request('GET', '/x'),
    );
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.status).toBe(0);
    expect(err.userMessage).toBe('网络异常，请检查网络连接');
  });

  it.each<[string, () => Response]>([
    ['non-JSON text', () => new Response('hello', { status: 200 })],
    [
      'HTML',
      () =>
        new Response('<!doctype html><p>login</p>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    ],
    ['JSON without the envelope', () => json({ records: [] })],
    ['a JSON array', () => json([1, 2])],
    ['JSON null', () => json(null)],
    ['an empty body', () => new Response('', { status: 200 })],
    ['a truncated JSON body', () => new Response('{"success":tr', { status: 200 })],
  ])('a 200 answer that is %s → MalformedResponseError', async (_name, answer) => {
    const err = await failure(clientWith(answer).request('GET', '/x'));
    expect(err).toBeInstanceOf(MalformedResponseError);
    expect(err.userMessage).toBe('服务器返回的数据格式不正确');
  });

  it('a success envelope resolves to its result', async () => {
    expect(await clientWith(() => ok({ a: 1 })).request('GET', '/x')).toEqual({ a: 1 });
    const env = await clientWith(() => ok({ a: 1 }, { code: 201, message: '部分导入' })).requestEnvelope(
      'GET',
      '/x',
    );
    expect(env.code).toBe(201);
    expect(env.message).toBe('部分导入');
  });
});

describe('onSessionExpired', () => {
  it('fires once for 5 concurrent 401s, and again after the next token set', async () => {
    const client = clientWith(() => json(envelope(401, 'Token失效'), 401));
    const listener = vi.fn();
    client.onSessionExpired(listener);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.request('GET', '/x')));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof SessionExpiredError)).toBe(
      true,
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]![0]).toBeInstanceOf(SessionExpiredError);
    client.setToken('tok-new');
    await Promise.allSettled([client.request('GET', '/x'), client.request('GET', '/y')]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a mix of 401 and 500 Token失效 for the same token still fires once', async () => {
    let n = 0;
    const client = clientWith(() =>
      n++ % 2 ? json(envelope(500, 'Token失效'), 500) : json(envelope(401, 'x'), 401),
    );
    const listener = vi.fn();
    client.onSessionExpired(listener);
    await Promise.allSettled(Array.from({ length: 4 }, () => client.request('GET', '/x')));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('500 Token失效 without a token held does not fire; unsubscribe stops delivery', async () => {
    const client = clientWith(() => json(envelope(500, 'Token失效'), 500), null);
    const listener = vi.fn();
    const off = client.onSessionExpired(listener);
    await client.request('GET', '/x').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    off();
    const c2 = clientWith(() => json(envelope(401, 'x'), 401));
    const l2 = vi.fn();
    c2.onSessionExpired(l2)();
    await c2.request('GET', '/x').catch(() => undefined);
    expect(l2).not.toHaveBeenCalled();
  });

  it('a throwing listener does not replace the typed error', async () => {
    const client = clientWith(() => json(envelope(401, 'x'), 401));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    client.onSessionExpired(() => {
      throw new Error('boom');
    });
    expect(await failure(client.request('GET', '/x'))).toBeInstanceOf(SessionExpiredError);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
