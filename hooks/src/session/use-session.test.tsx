import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSessionModel } from './session-model.js';
import { createExpiringSlot, createMemoryStorage } from './expiring-storage.js';
import { useSession } from './use-session.js';
import type { UserInfo } from './session-types.js';

describe('useSession', () => {
  it('re-renders with the model snapshot on login and logout', async () => {
    const storage = createMemoryStorage();
    const model = createSessionModel({
      gateway: {
        login: async () => ({ token: 't', userInfo: { id: '1', username: 'doctor', realname: '王医生' } }),
        logout: async () => undefined,
        onSessionExpired: () => () => undefined,
      },
      tokenStore: createExpiringSlot<string>(storage, 'Access-Token'),
      userInfoStore: createExpiringSlot<UserInfo>(storage, 'Login_Userinfo'),
    });
    const { result } = renderHook(() => useSession(model));
    expect(result.current.status).toBe('anonymous');
    await act(() => model.login({ username: 'doctor', password: 'x' }));
    expect(result.current.userInfo?.realname).toBe('王医生');
    await act(() => model.logout());
    expect(result.current.userInfo).toBeNull();
  });
});
