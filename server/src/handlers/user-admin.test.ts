// 冻结/解冻 and the administrator's password reset: tenant members only, the frozen user's token refused at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';

const NURSE = '1000000000000000005';
const OTHER_TENANT_ADMIN = '1000000000000000004';
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const freeze = (token: string, ids: string, status: 1 | 2) =>
  t.call('PUT', '/jeecg-boot/sys/user/frozenBatch', { token, payload: { ids, status } });
const me = (token: string) => t.call('GET', '/jeecg-boot/sys/user/getCurrentUserDeparts', { token });

describe('user administration', () => {
  it('freezes a user: the token stops at once and login is refused until unfrozen', async () => {
    const nurse = await t.login('nurse');
    expect((await me(nurse)).json().success).toBe(true);
    const frozen = await freeze(admin, NURSE, 2);
    expect(frozen.json()).toMatchObject({ success: true, message: '冻结成功' });
    expect((await me(nurse)).statusCode).toBe(401);
    const login = await t.call('POST', '/jeecg-boot/sys/login', {
      payload: { username: 'nurse', password: 'Clinic@2026' },
    });
    expect(login.json().success).toBe(false);
    expect((await freeze(admin, NURSE, 1)).json()).toMatchObject({ success: true, message: '解冻成功' });
    expect((await me(await t.login('nurse'))).json().success).toBe(true);
  });

  it('refuses another tenant’s user, one’s own freeze and users without the button', async () => {
    expect((await freeze(admin, OTHER_TENANT_ADMIN, 2)).json().success).toBe(false);
    expect((await freeze(admin, '1000000000000000001', 2)).json()).toMatchObject({
      success: false,
      message: '不能冻结当前登录用户',
    });
    const doctor = await t.login('doctor');
    expect((await freeze(doctor, NURSE, 2)).json().code).toBe(510);
    const reset = await t.call('PUT', '/jeecg-boot/sys/user/resetPassword', {
      token: doctor,
      payload: { id: NURSE, password: 'Another@2026' },
    });
    expect(reset.json().code).toBe(510);
  });

  it('resets a password: old sessions end, the new password signs in', async () => {
    const nurse = await t.login('nurse');
    const short = await t.call('PUT', '/jeecg-boot/sys/user/resetPassword', {
      token: admin,
      payload: { id: NURSE, password: 'short' },
    });
    expect(short.json().success).toBe(false);
    const reset = await t.call('PUT', '/jeecg-boot/sys/user/resetPassword', {
      token: admin,
      payload: { id: NURSE, password: 'Another@2026' },
    });
    expect(reset.json()).toMatchObject({ success: true, message: '密码重置成功' });
    expect((await me(nurse)).statusCode).toBe(401);
    expect((await me(await t.login('nurse', 'Another@2026'))).json().success).toBe(true);
  });
});
