// Platform rules over the real contract: schema validation (400 naming the field), tenancy (403 / own tenant), 510 enforcement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
let admin: string;
let doctor: string;
let tenant2: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, doctor, tenant2] = [await t.login('admin'), await t.login('doctor'), await t.login('tenant2admin')];
});
afterAll(async () => {
  await t?.close();
});

describe('request validation against the document', () => {
  const login = (payload: unknown) => t.call('POST', '/jeecg-boot/sys/login', { payload });

  it('answers 400 for an unknown body field, naming it', async () => {
    const res = await login({ username: 'admin', password: 'x', isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, message: '不允许的参数：isAdmin' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 400 for a wrong type', async () => {
    const res = await login({ username: 123, password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('参数 username 类型错误，应为字符串');
  });

  it('answers 400 for an oversized value and a missing field', async () => {
    const long = await login({ username: 'a'.repeat(65), password: 'x' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('参数 username 长度不能超过 64 个字符');
    const missing = await login({ username: 'admin' });
    expect(missing.json().message).toBe('缺少必填参数：password');
  });

  it('answers 400 for broken JSON without echoing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", SELECT',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求体不是合法的 JSON');
    expect(res.body).not.toContain('SELECT');
  });

  it('refuses prototype poisoning in the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"admin","password":"x","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400 });
  });
});

describe('tenancy', () => {
  const info = (token: string, tenant?: string) =>
    t.call('GET', '/jeecg-boot/sys/user/getUserInfo', { token, ...(tenant !== undefined ? { tenant } : {}) });

  it('acts in the session tenant when the header is absent or 0', async () => {
    expect((await info(admin)).json().result.userInfo.tenantId).toBe('1000');
    expect((await info(admin, '0')).json().result.userInfo.tenantId).toBe('1000');
  });

  it('acts in another tenant of the user when the header names it', async () => {
    const res = await info(admin, '1423892807230000001');
    expect(res.json().result.userInfo.tenantId).toBe('1423892807230000001');
  });

  it('answers 403 for a tenant the user does not belong to', async () => {
    for (const [token, tenant] of [
      [admin, '2000'],
      [tenant2, '1000'],
      [doctor, '1423892807230000001'],
      [doctor, 'nonsense'],
    ] as const) {
      const res = await info(token, tenant);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 403 });
    }
  });
});

describe('permission enforcement', () => {
  it('answers 510 when the roles do not grant the operation code', async () => {
    const res = await t.call('GET', '/jeecg-boot/sys/user/list?pageNo=1&pageSize=10', { token: doctor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
  });

  it('lets a user whose role grants the code through', async () => {
    const res = await t.call('POST', '/jeecg-boot/sys/online/forceLogout', {
      token: admin,
      payload: { token: 'unknown' },
    });
    expect(res.json().code).not.toBe(510);
    const denied = await t.call('POST', '/jeecg-boot/sys/online/forceLogout', {
      token: doctor,
      payload: { token: 'unknown' },
    });
    expect(denied.json().code).toBe(510);
  });

  it('refuses without the permission before judging the body (no field names leak to the unauthorised)', async () => {
    const res = await t.call('POST', '/jeecg-boot/sys/online/forceLogout', {
      token: doctor,
      payload: { token: 12, extra: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 510 });
    const allowed = await t.call('POST', '/jeecg-boot/sys/online/forceLogout', {
      token: admin,
      payload: { token: 12, extra: true },
    });
    expect(allowed.statusCode).toBe(400);
  });

  it('grants are per tenant: the admin of tenant 2000 holds codes only there', async () => {
    const res = await t.call('GET', '/jeecg-boot/sys/sysDepart/queryTreeList', { token: tenant2 });
    const names = (res.json().result as Array<{ departName: string }>).map((d) => d.departName);
    expect(names).toEqual(['仁和医院']);
  });
});
