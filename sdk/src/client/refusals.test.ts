// Refusals with their own classes: no permission (510), refused signatures by reason, refused logins; headers on errors.
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../errors/api-error.js';
import {
  BusinessError,
  InvalidCredentialsError,
  LoginRefusedError,
  PermissionError,
  SessionExpiredError,
  SignatureError,
} from '../errors/api-error.js';
import { ERROR_REASON_HEADER } from '../errors/reasons.js';
import { memoryTokenStore } from '../stores/session-stores.js';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, json, type Handler } from './fake-fetch.test-util.js';

const refusal = (code: number, message: string) => ({
  success: false,
  message,
  code,
  result: null,
  timestamp: 1,
});

function clientWith(handler: Handler) {
  return createClient({
    baseUrl: BASE,
    fetch: fakeFetch(handler).fetch,
    tokenStore: memoryTokenStore('tok'),
  });
}

const rejection = <E = ApiError>(p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as E,
  );

describe('no permission', () => {
  it('HTTP 200 code 510 → PermissionError, still a BusinessError, with the server words', async () => {
    const err = await rejection<PermissionError>(
      clientWith(() =>
        json(refusal(510, '没有权限，请联系管理员授权'), 200, { 'X-Request-Id': 'r-510' }),
      ).call('userList'),
    );
    expect(err).toBeInstanceOf(PermissionError);
    expect(err).toBeInstanceOf(BusinessError);
    expect(err.name).toBe('PermissionError');
    expect(err.code).toBe(510);
    expect(err.status).toBe(200);
    expect(err.userMessage).toBe('没有权限，请联系管理员授权');
    expect(err.requestId).toBe('r-510');
    expect(err.headers?.get('X-Request-Id')).toBe('r-510');
  });

  it('code 500 stays a plain BusinessError', async () => {
    const err = await rejection(clientWith(() => json(refusal(500, '数据已存在'))).request('POST', '/x'));
    expect(err.constructor).toBe(BusinessError);
  });
});

describe('refused signatures', () => {
  it.each([
    ['signature-skew', 'skew', '签名已过期，请校准系统时间后重试'],
    ['signature-mismatch', 'mismatch', '签名验证失败'],
    ['signature-replay', 'replay', '签名验证失败：请求重复提交'],
    ['signature-missing', 'missing', '签名验证失败：缺少签名参数'],
  ] as const)(
    '401 with %s → SignatureError(%s), and no session-expired event',
    async (wire, reason, words) => {
      const client = clientWith(() => json(refusal(401, words), 401, { [ERROR_REASON_HEADER]: wire }));
      const expired = vi.fn();
      client.onSessionExpired(expired);
      const err = await rejection<SignatureError>(client.request('GET', '/sys/user/getUserInfo'));
      expect(err).toBeInstanceOf(SignatureError);
      expect(err).not.toBeInstanceOf(SessionExpiredError);
      expect(err.reason).toBe(reason);
      expect(err.status).toBe(401);
      expect(err.userMessage).toBe(words);
      expect(expired).not.toHaveBeenCalled();
      expect(client.getToken()).toBe('tok');
    },
  );

  it('a 401 without a reason, or with one that is not a signature reason, is still the lost session', async () => {
    for (const headers of [{}, { [ERROR_REASON_HEADER]: 'something-new' }] as Record<string, string>[]) {
      const client = clientWith(() => json(refusal(401, 'Token失效，请重新登录!'), 401, headers));
      const expired = vi.fn();
      client.onSessionExpired(expired);
      expect(await rejection(client.request('GET', '/x'))).toBeInstanceOf(SessionExpiredError);
      expect(expired).toHaveBeenCalledTimes(1);
    }
  });

  it('a signature reason on another status does not make a SignatureError', async () => {
    const err = await rejection(
      clientWith(() =>
        json(refusal(403, '拒绝访问'), 403, { [ERROR_REASON_HEADER]: 'signature-skew' }),
      ).request('GET', '/x'),
    );
    expect(err).not.toBeInstanceOf(SignatureError);
  });
});

describe('refused logins', () => {
  it('invalid-credentials → InvalidCredentialsError (a LoginRefusedError and a BusinessError); no token kept', async () => {
    const client = createClient({
      baseUrl: BASE,
      fetch: fakeFetch(() =>
        json(refusal(500, '用户名或密码错误'), 200, { [ERROR_REASON_HEADER]: 'invalid-credentials' }),
      ).fetch,
    });
    const err = await rejection<InvalidCredentialsError>(
      client.auth.login({ body: { username: 'doctor', password: 'wrong' } as never }),
    );
    expect(err).toBeInstanceOf(InvalidCredentialsError);
    expect(err).toBeInstanceOf(LoginRefusedError);
    expect(err).toBeInstanceOf(BusinessError);
    expect(err.reason).toBe('invalid-credentials');
    expect(err.userMessage).toBe('用户名或密码错误');
    expect(client.getToken()).toBeNull();
  });

  it.each(['login-throttled', 'captcha-required', 'account-disabled'] as const)(
    '%s → LoginRefusedError, not wrong credentials',
    async (wire) => {
      const err = await rejection<LoginRefusedError>(
        clientWith(() => json(refusal(500, '登录失败'), 200, { [ERROR_REASON_HEADER]: wire })).request(
          'POST',
          '/sys/login',
        ),
      );
      expect(err).toBeInstanceOf(LoginRefusedError);
      expect(err).not.toBeInstanceOf(InvalidCredentialsError);
      expect(err.reason).toBe(wire);
    },
  );
});
