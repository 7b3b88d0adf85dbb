import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSessionModel } from './session-model.js';
import { memoryTokenStore, memoryUserInfoStore } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import type { UserInfo } from './session-types.js';

describe('useModelState(session model)', () => {
  it('re-renders with the model snapshot on login and logout', async () => {
    const model = createSessionModel({
      gateway: {
        login: async () => ({ token: 't', userInfo: { id: '1', username: 'doctor', realname: '王医生' } }),
        logout: async () => undefined,
        onSessionExpired: () => () => undefined,
      },
      tokenStore: memoryTokenStore(),
      userInfoStore: memoryUserInfoStore<UserInfo>(),
    });
    const { result } = renderHook(() => useModelState(model));
    expect(result.current.status).toBe('anonymous');
    await act(() => model.login({ username: 'doctor', password: 'x' }));
    expect(result.current.userInfo?.realname).toBe('王医生');
    await act(() => model.logout());
    expect(result.current.userInfo).toBeNull();
  });
});
