// Sessions end to end over HTTP: login shape, wrong password (throttling: auth/login-throttle.test.ts), logout, expiry, password change, tickets, register.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { issueTicket } from '../auth/tickets.js';
import { rows } from '../resources/engine/sql-util.js';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedIds } from '../seed/identity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (token: string) => t.call('GET', '/jeecg-boot/sys/user/getUserInfo', { token });

describe('login', () => {
  it('answers the JeecgBoot login shape', async () => {
    const res = await t.call('POST', '/jeecg-boot/sys/login', {
      payload: { username: 'doctor', password: 'Clinic@2026' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.userInfo).toMatchObject({
      username: 'doctor',
      realname: '王医生',
      tenantId: '1000',
      identifyFlag: false,
    });
    expect(body.result.departs.map((d: { departName: string }) => d.departName)).toEqual([
      '内分泌科',
      '心内科',
      '慢病管理中心',
    ]);
    expect(body.result.multiDepart).toBe(2);
    expect(body.result.tenantList).toEqual([{ id: '1000', name: '健康服务中心' }]);
  });

  it('refuses a wrong password with the business message', async () => {
    const res = await t.call('POST', '/jeecg-boot/sys/login', {
      payload: { username: 'researcher', password: 'nope' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 500, message: '用户名或密码错误' });
  });

  it('logs in by phone number with type phone', async () => {
    const res = await t.call('POST', '/jeecg-boot/api/sys/staff/user/login', {
      payload: { username: '13800138002', password: 'Clinic@2026', type: 'phone' },
    });
    expect(res.json()).toMatchObject({
      success: true,
      result: { userInfo: { username: 'researcher', identifyFlag: true } },
    });
  });
});

describe('session lifetime', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    expect((await t.call('GET', '/jeecg-boot/sys/user/getUserInfo')).statusCode).toBe(401);
    expect((await me('not-a-token')).statusCode).toBe(401);
  });

  it('revokes the token on logout, and logout succeeds regardless', async () => {
    const token = await t.login('doctor');
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.call('POST', '/jeecg-boot/sys/logout', { token })).json()).toMatchObject({
      success: true,
    });
    expect((await me(token)).statusCode).toBe(401);
    expect((await t.call('POST', '/jeecg-boot/sys/logout', { token })).json()).toMatchObject({
      success: true,
    });
  });

  it('expires tokens after 7 days', async () => {
    const token = await t.login('doctor');
    t.advance(7 * 24 * 3600 * 1000 - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    t.advance(120_000);
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      t.advance(-(7 * 24 * 3600 * 1000 + 60_000));
    }
  });

  it('changes the password and revokes the other tokens, keeping the current one', async () => {
    const current = await t.login('second_doctor');
    const other = await t.login('second_doctor');
    const wrongOld = await t.call('POST', '/jeecg-boot/api/sys/staff/user/reset_password', {
      token: current,
      payload: { oldPassword: 'bad-old', newPassword: 'Better@2027' },
    });
    expect(wrongOld.json()).toMatchObject({ success: false, message: '旧密码输入错误' });
    const res = await t.call('POST', '/jeecg-boot/api/sys/staff/user/reset_password', {
      token: current,
      payload: { oldPassword: 'Clinic@2026', newPassword: 'Better@2027' },
    });
    expect(res.json()).toMatchObject({ success: true });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await expect(t.login('second_doctor')).rejects.toThrow();
    expect(await t.login('second_doctor', 'Better@2027')).toBeTruthy();
  });
});

describe('password alteration without a session (/user/alteration)', () => {
  const alter = (payload: Record<string, unknown>) =>
    t.call('POST', '/jeecg-boot/sys/user/alteration', { payload });

  it('checks the current password as a login does, changes it and ends every session', async () => {
    const before = await t.login('renhe_doctor');
    const wrong = await alter({
      username: 'renhe_doctor',
      oldPassword: 'bad-old',
      newPassword: 'Better@2027',
    });
    expect(wrong.json()).toMatchObject({ success: false, message: '用户名或密码错误' });
    expect(wrong.headers['x-error-reason']).toBe('invalid-credentials');
    // An unknown name is refused the same way: nothing tells which names exist.
    const unknown = await alter({
      username: 'nobody_here',
      oldPassword: 'Clinic@2026',
      newPassword: 'Better@2027',
    });
    expect(unknown.json()).toMatchObject({ success: false, message: '用户名或密码错误' });
    const weak = await alter({
      username: 'renhe_doctor',
      oldPassword: 'Clinic@2026',
      newPassword: 'aaaaaaaa',
    });
    expect(weak.json()).toMatchObject({
      success: false,
      message: '密码至少包含字母、数字、特殊字符中的两种',
    });
    const done = await alter({
      username: 'renhe_doctor',
      oldPassword: 'Clinic@2026',
      newPassword: 'Better@2027',
    });
    expect(done.json()).toMatchObject({ success: true, message: '密码修改成功，请使用新密码登录' });
    expect((await me(before)).statusCode).toBe(401);
    await expect(t.login('renhe_doctor')).rejects.toThrow();
    expect(await t.login('renhe_doctor', 'Better@2027')).toBeTruthy();
  });

  it('is throttled with the login: after repeated failures it asks for the slider', async () => {
    let last: { json(): unknown; headers: Record<string, unknown> } | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await alter({ username: 'nurse', oldPassword: `wrong-${i}`, newPassword: 'Better@2027' });
    }
    expect(last?.json()).toMatchObject({ success: false });
    expect(['captcha-required', 'login-throttled']).toContain(last?.headers['x-error-reason']);
  });

  it('answers 400 for a missing field', async () => {
    expect((await alter({ username: 'nurse', newPassword: 'Better@2027' })).statusCode).toBe(400);
  });
});

describe('tickets', () => {
  it('validates a CAS ticket once, for its service only', async () => {
    const now = t.config.now();
    const ticket = await issueTicket(
      t.database.db,
      seedIds.users.doctor as string,
      '1000',
      'cas:https://his.example/cb',
      now,
    );
    const url = (service: string) =>
      `/jeecg-boot/sys/cas/client/validateLogin?ticket=${encodeURIComponent(ticket)}&service=${encodeURIComponent(service)}`;
    expect((await t.call('GET', url('https://other.example'))).json()).toMatchObject({ success: false });
    const ok = await t.call('GET', url('https://his.example/cb'));
    expect(ok.json()).toMatchObject({ success: true, result: { userInfo: { username: 'doctor' } } });
    expect((await t.call('GET', url('https://his.example/cb'))).json()).toMatchObject({
      success: false,
      message: '登录凭证无效或已过期',
    });
  });

  it('refuses a third-party ticket older than 5 minutes', async () => {
    const ticket = await issueTicket(
      t.database.db,
      seedIds.users.doctor as string,
      '1000',
      'third:wechat',
      t.config.now() - 5 * 60_000 - 1,
    );
    const res = await t.call('GET', `/jeecg-boot/sys/thirdLogin/getLoginUser/${ticket}/wechat`);
    expect(res.json()).toMatchObject({ success: false, message: '登录凭证无效或已过期' });
  });
});

describe('register', () => {
  const invite = async (admin: string) =>
    (
      (await t.call('POST', '/jeecg-boot/sys/user/invite', { token: admin })).json() as {
        result: { code: string; registerPath: string };
      }
    ).result;
  const register = (payload: Record<string, unknown>, tenant?: string) =>
    t.call('POST', '/jeecg-boot/sys/user/register', { payload, ...(tenant ? { tenant } : {}) });

  it('registers with an invitation into the inviting tenant only, whatever tenant-id the request names', async () => {
    const admin = await t.login('admin');
    const { code, registerPath } = await invite(admin);
    expect(registerPath).toBe(`/user/register?invite=${encodeURIComponent(code)}`);
    const payload = {
      username: 'new_user1',
      password: 'Reg@2026x',
      phone: '13612345678',
      realname: '新用户',
    };
    // The header names the second tenant; the invitation's tenant wins.
    expect((await register({ ...payload, inviteCode: code }, '2000')).json()).toMatchObject({
      success: true,
      message: '注册成功',
    });
    const tenants = await rows(
      t.database.db,
      sql`select l.tenant_id from sys_user u join sys_user_tenant l on l.user_id = u.id where u.username = 'new_user1'`,
    );
    expect(tenants).toEqual([{ tenant_id: '1000' }]);
    expect(await t.login('new_user1', 'Reg@2026x')).toBeTruthy();
    // The code is spent.
    const again = await register({
      ...payload,
      username: 'new_user2',
      phone: '13612345679',
      inviteCode: code,
    });
    expect(again.json()).toMatchObject({ success: false, message: '邀请码无效或已过期' });
  });

  it('refuses without a valid invitation (no self-registration into any tenant), and answers nothing about accounts', async () => {
    const payload = { username: 'admin', password: 'Reg@2026x', phone: '13612345600' };
    for (const inviteCode of ['ST-forged', 'x'])
      expect((await register({ ...payload, inviteCode }, '1000')).json()).toMatchObject({
        success: false,
        message: '邀请码无效或已过期',
      });
    expect((await register(payload, '1000')).statusCode).toBe(400);
  });

  it('an expired invitation is refused', async () => {
    const { code } = await invite(await t.login('admin'));
    t.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const res = await register({
        username: 'late_user',
        password: 'Reg@2026x',
        phone: '13612345601',
        inviteCode: code,
      });
      expect(res.json()).toMatchObject({ success: false, message: '邀请码无效或已过期' });
    } finally {
      t.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });

  it('a taken phone number gets the same answer as a new one, and no account', async () => {
    const admin = await t.login('admin');
    const taken = await register({
      username: 'phone_taken',
      password: 'Reg@2026x',
      phone: '13800138002',
      inviteCode: (await invite(admin)).code,
    });
    const fresh = await register({
      username: 'phone_fresh',
      password: 'Reg@2026x',
      phone: '13612345602',
      inviteCode: (await invite(admin)).code,
    });
    const strip = (r: { json(): unknown }) => {
      const { timestamp: _t, ...rest } = r.json() as Record<string, unknown>;
      return rest;
    };
    expect(strip(taken)).toEqual(strip(fresh));
    expect(taken.statusCode).toBe(fresh.statusCode);
    const made = await rows(t.database.db, sql`select username from sys_user where username like 'phone_%'`);
    expect(made).toEqual([{ username: 'phone_fresh' }]);
  });

  it('a mistyped taken username does not spend the invitation', async () => {
    const { code } = await invite(await t.login('admin'));
    const payload = { password: 'Reg@2026x', phone: '13612345603', inviteCode: code };
    expect((await register({ ...payload, username: 'admin' })).json()).toMatchObject({
      message: '用户名已存在',
    });
    expect((await register({ ...payload, username: 'second_try' })).json()).toMatchObject({ success: true });
  });

  it('only a user holding the add-user permission invites', async () => {
    const res = await t.call('POST', '/jeecg-boot/sys/user/invite', { token: await t.login('doctor') });
    expect(res.json()).toMatchObject({ success: false, code: 510 });
  });

  it('answers 400 naming the field for a username outside the rules', async () => {
    const res = await register({
      username: 'a b',
      password: 'Reg@2026x',
      phone: '13612345670',
      inviteCode: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('username');
  });
});
