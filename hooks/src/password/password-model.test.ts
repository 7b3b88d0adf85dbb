import { BusinessError, createClient, memoryTokenStore } from '@clinic/sdk';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '../core/observable-store.js';
import {
  createPasswordModel,
  passwordSourceFromClient,
  validatePasswordForm,
  type PasswordSource,
} from './index.js';

function setup(
  change: PasswordSource['change'] = async () => '密码重置成功!',
  username: string | null = 'doctor',
) {
  const onChanged = vi.fn();
  const source = { change: vi.fn(change) };
  const model = createPasswordModel({ source, getUsername: () => username, onChanged });
  const notices: Notice[] = [];
  model.onNotice((n) => notices.push(n));
  const fill = (old: string, password: string, confirm: string) => {
    model.setField('oldpassword', old);
    model.setField('password', password);
    model.setField('confirmpassword', confirm);
  };
  return { model, source, notices, onChanged, fill };
}

describe('validatePasswordForm (shell-spec 5)', () => {
  it('requires the old password: 请输入旧密码!', () => {
    expect(validatePasswordForm({ password: 'a', confirmpassword: 'a' })).toEqual({
      oldpassword: '请输入旧密码!',
    });
  });
  it('requires the new password: 请输入新密码!', () => {
    expect(validatePasswordForm({ oldpassword: 'o', confirmpassword: 'a' }).password).toBe('请输入新密码!');
  });
  it('requires the confirmation: 请确认新密码!', () => {
    expect(validatePasswordForm({ oldpassword: 'o', password: 'a' })).toEqual({
      confirmpassword: '请确认新密码!',
    });
  });
  it('rejects a mismatch: 两次输入的密码不一样！', () => {
    expect(validatePasswordForm({ oldpassword: 'o', password: 'a', confirmpassword: 'b' })).toEqual({
      confirmpassword: '两次输入的密码不一样！',
    });
  });
  it('passes a complete matching form', () => {
    expect(validatePasswordForm({ oldpassword: 'o', password: 'a', confirmpassword: 'a' })).toEqual({});
  });
});

describe('PasswordModel', () => {
  it('shows every message on an empty submit and sends nothing', async () => {
    const { model, source } = setup();
    await expect(model.submit()).resolves.toBe(false);
    expect(model.getSnapshot().errors).toEqual({
      oldpassword: '请输入旧密码!',
      password: '请输入新密码!',
      confirmpassword: '请确认新密码!',
    });
    expect(source.change).not.toHaveBeenCalled();
  });
  it('re-validates as the user types after a failed submit', async () => {
    const { model, fill } = setup();
    await model.submit();
    fill('old', 'Clinic@2027', 'Clinic@2028');
    expect(model.getSnapshot().errors).toEqual({ confirmpassword: '两次输入的密码不一样！' });
  });
  it('refuses with 当前系统无登录用户! when nobody is logged in', async () => {
    const { model, fill, source, notices } = setup(undefined, null);
    fill('Clinic@2026', 'Clinic@2027', 'Clinic@2027');
    await expect(model.submit()).resolves.toBe(false);
    expect(source.change).not.toHaveBeenCalled();
    expect(notices).toEqual([{ level: 'error', text: '当前系统无登录用户!' }]);
  });
  it('sends oldPassword and newPassword, shows the server message, resets, and signs out once it was shown', async () => {
    vi.useFakeTimers();
    const { model, fill, source, notices, onChanged } = setup();
    const signOut = vi.fn();
    model.onChanged(signOut);
    fill('Clinic@2026', 'Clinic@2027', 'Clinic@2027');
    await expect(model.submit()).resolves.toBe(true);
    expect(source.change).toHaveBeenCalledWith({ oldPassword: 'Clinic@2026', newPassword: 'Clinic@2027' });
    expect(notices).toEqual([{ level: 'success', text: '密码重置成功!' }]);
    expect(onChanged).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    vi.useRealTimers();
    expect(onChanged).toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledOnce();
    expect(model.getSnapshot().values).toEqual({ oldpassword: '', password: '', confirmpassword: '' });
  });
  it('without a server message says 密码修改成功，请使用新密码重新登录', async () => {
    const { model, fill, notices } = setup(async () => '');
    fill('Clinic@2026', 'Clinic@2027', 'Clinic@2027');
    await expect(model.submit()).resolves.toBe(true);
    expect(notices).toEqual([{ level: 'success', text: '密码修改成功，请使用新密码重新登录' }]);
  });
  it("shows the server's message on failure and keeps the values", async () => {
    const refuse = async () => {
      throw new BusinessError({
        status: 200,
        code: 500,
        message: '旧密码输入错误',
        userMessage: '旧密码输入错误',
        result: null,
      });
    };
    const { model, fill, notices, onChanged } = setup(refuse);
    fill('wrong', 'Clinic@2027', 'Clinic@2027');
    await expect(model.submit()).resolves.toBe(false);
    expect(model.getSnapshot()).toMatchObject({ submitting: false, error: '旧密码输入错误' });
    expect(model.getSnapshot().values.oldpassword).toBe('wrong');
    expect(notices).toEqual([{ level: 'error', text: '旧密码输入错误' }]);
    expect(onChanged).not.toHaveBeenCalled();
  });
  it('sends one request for a double submit', async () => {
    let release!: (message: string) => void;
    const { model, fill, source } = setup(() => new Promise((r) => (release = r)));
    fill('a', 'b', 'b');
    const first = model.submit();
    await expect(model.submit()).resolves.toBe(false);
    release('ok');
    await expect(first).resolves.toBe(true);
    expect(source.change).toHaveBeenCalledTimes(1);
  });
});

describe('passwordSourceFromClient', () => {
  it("posts to reset_password and answers the server's message; a refusal rejects with it", async () => {
    const bodies: unknown[] = [];
    let ok = true;
    const client = createClient({
      baseUrl: 'http://api.test/jeecg-boot',
      tokenStore: memoryTokenStore('tok'),
      signer: null,
      fetch: async (request: Request) => {
        expect(new URL(request.url).pathname).toBe('/jeecg-boot/api/sys/staff/user/reset_password');
        bodies.push(await request.json());
        const envelope = ok
          ? { success: true, message: '密码重置成功!', code: 200, result: null, timestamp: 0 }
          : { success: false, message: '旧密码输入错误', code: 500, result: null, timestamp: 0 };
        return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
      },
    });
    const source = passwordSourceFromClient(client);
    await expect(source.change({ oldPassword: 'a', newPassword: 'Clinic@2027' })).resolves.toBe(
      '密码重置成功!',
    );
    ok = false;
    await expect(source.change({ oldPassword: 'b', newPassword: 'Clinic@2027' })).rejects.toMatchObject({
      userMessage: '旧密码输入错误',
    });
    expect(bodies).toEqual([
      { oldPassword: 'a', newPassword: 'Clinic@2027' },
      { oldPassword: 'b', newPassword: 'Clinic@2027' },
    ]);
  });
});
