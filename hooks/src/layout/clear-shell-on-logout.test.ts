import { memoryTokenStore, memoryUserInfoStore } from '@clinic/sdk';
import { describe, expect, it } from 'vitest';
import { createPermissionModel } from '../permission/permission-model.js';
import { createSessionModel } from '../session/session-model.js';
import type { UserInfo } from '../session/session-types.js';
import { createTabsModel } from '../tabs/tabs-model.js';
import { clearShellOnLogout } from './clear-shell-on-logout.js';
import { createKeepAliveModel } from './keep-alive-model.js';

describe('clearShellOnLogout', () => {
  it('clears permissions, tabs and kept-alive pages when the session logs out', async () => {
    const session = createSessionModel({
      gateway: {
        login: async () => ({ token: 't', userInfo: { id: '1', username: 'doctor', realname: '王医生' } }),
        logout: async () => undefined,
        onSessionExpired: () => () => undefined,
      },
      tokenStore: memoryTokenStore(),
      userInfoStore: memoryUserInfoStore<UserInfo>(),
    });
    const permissions = createPermissionModel({ fetch: async () => ({ menu: [], auth: [], allAuth: [] }) });
    const tabs = createTabsModel({ multiTab: true });
    const keepAlive = createKeepAliveModel();
    const ran: string[] = [];
    clearShellOnLogout(session.onLogout, {
      permissions,
      tabs,
      keepAlive,
      others: [
        () => {
          throw new Error('broken');
        },
        () => ran.push('after'),
      ],
    });
    await session.login({ username: 'doctor', password: 'x' });
    await permissions.load();
    tabs.open({ fullPath: '/a', path: '/a', meta: { title: 'A' } });
    keepAlive.visit({ componentName: 'A', keepAlive: true });
    await session.logout();
    expect(permissions.isLoaded()).toBe(false);
    expect(tabs.getSnapshot().tabs.map((t) => t.fullPath)).toEqual(['/dashboard/analysis']);
    expect(keepAlive.getSnapshot()).toEqual([]);
    expect(ran).toEqual(['after']);
  });
});
