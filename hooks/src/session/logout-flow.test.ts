// The one logout flow: leaves for the login path, and a failed server call leaves a notice for the login page, read once.
import { describe, expect, it } from 'vitest';
import { memoryStore, NetworkError } from '@clinic/sdk';
import { idleLogoutNotice } from './idle-logout-model.js';
import { logoutAndLeave, logoutNotice, takeLogoutNotice } from './logout-flow.js';

describe('logoutAndLeave', () => {
  it('leaves for the variant login path with no notice when the server accepted', async () => {
    const notices = memoryStore<string>();
    const left: string[] = [];
    await logoutAndLeave({
      session: { logout: async () => ({ ok: true }) },
      variant: { appCode: 'TB-D-WEB' },
      notices,
      leave: (path) => left.push(path),
    });
    expect(left).toEqual(['/user/tblogin']);
    expect(notices.get()).toBeNull();
  });

  it('keeps the failure notice for the login page, once', async () => {
    const notices = memoryStore<string>();
    const left: string[] = [];
    await logoutAndLeave({
      session: { logout: async () => ({ ok: false, error: new Error('x') }) },
      variant: {},
      notices,
      leave: (path) => left.push(path),
      to: '/system/role',
    });
    expect(left).toEqual(['/system/role']);
    expect(takeLogoutNotice(notices)).toBe('退出登录失败：服务器未响应，本机登录信息已清除');
    expect(takeLogoutNotice(notices)).toBeNull();
  });

  it('keeps the reason of a logout the user did not ask for (the idle logout) for the login page', async () => {
    const notices = memoryStore<string>();
    const reason = idleLogoutNotice(30 * 60_000);
    expect(reason).toBe('您已 30 分钟未操作，为保护患者信息，系统已自动退出登录，请重新登录');
    await logoutAndLeave({
      session: { logout: async () => ({ ok: true }) },
      variant: {},
      notices,
      leave: () => undefined,
      reason,
    });
    expect(takeLogoutNotice(notices)).toBe(reason);
    await logoutAndLeave({
      session: { logout: async () => ({ ok: false, error: new Error('x') }) },
      variant: {},
      notices,
      leave: () => undefined,
      reason: idleLogoutNotice(5000),
    });
    expect(takeLogoutNotice(notices)).toBe(
      '您长时间未操作，为保护患者信息，系统已自动退出登录，请重新登录；退出登录失败：服务器未响应，本机登录信息已清除',
    );
  });

  it("names the SDK's message for a network failure", () => {
    const error = new NetworkError({
      status: 0,
      message: 'Failed to fetch',
      userMessage: '网络异常，请检查网络连接',
    });
    expect(logoutNotice({ ok: false, error })).toBe(
      '退出登录失败：网络异常，请检查网络连接，本机登录信息已清除',
    );
  });
});
