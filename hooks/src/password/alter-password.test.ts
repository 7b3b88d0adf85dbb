import { describe, expect, it, vi } from 'vitest';
import { alterPassword, validateAlterationForm } from './alter-password.js';

describe('password alteration', () => {
  it('asks for the user name and applies the change-password rules', () => {
    expect(validateAlterationForm({})).toEqual({
      username: '请输入用户名',
      oldpassword: '请输入旧密码!',
      password: '请输入新密码!',
      confirmpassword: '请确认新密码!',
    });
    expect(
      validateAlterationForm({ username: 'a', oldpassword: 'o', password: 'x1', confirmpassword: 'x2' }),
    ).toEqual({ confirmpassword: '两次输入的密码不一样！' });
  });

  it('sends the trimmed name, both passwords and the slider token, and answers the server text', async () => {
    const callEnvelope = vi.fn(async () => ({ message: '密码修改成功，请使用新密码登录' }));
    const text = await alterPassword(
      { callEnvelope } as never,
      { username: ' doctor ', oldpassword: 'Old@1', password: 'New@2', confirmpassword: 'New@2' },
      'tok',
    );
    expect(text).toBe('密码修改成功，请使用新密码登录');
    expect(callEnvelope).toHaveBeenCalledWith('alterPassword', {
      body: { username: 'doctor', oldPassword: 'Old@1', newPassword: 'New@2', sliderToken: 'tok' },
    });
  });
});
