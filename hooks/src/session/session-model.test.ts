import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionModel } from './session-model.js';
import { browserStore, SESSION_TTL_MS } from '@clinic/sdk';
import type { LoginCredentials, SessionExpiryReason, SessionGateway, UserInfo } from './session-types.js';

function createMemoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const doctor: UserInfo = { id: 'u1', username: 'doctor', realname: '王医生', tenantId: '1000' };

function setup(overrides: Partial<SessionGateway> = {}) {
  const storage = createMemoryStorage();
  const tokenStore = browserStore<string>('Access-Token', { storage });
  const userInfoStore = browserStore<UserInfo>('Login_Userinfo', { storage });
  const expiredListeners = new Set<(reason: SessionExpiryReason) => void>();
  const calls: string[] = [];
  const gateway: SessionGateway = {
    async login({ username, password }: LoginCredentials) {
      calls.push(`login:${username}`);
      if (password !== 'Clinic@2026') throw new Error('用户名或密码错误');
      return { token: 'tok-1', userInfo: doctor };
    },
    async logout() {
      calls.push(`logout:${tokenStore.get()}`);
    },
    onSessionExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    ...overrides,
  };
  const model = createSessionModel({ gateway, tokenStore, userInfoStore, logoutWaitMs: 50 });
  const expire = (reason: SessionExpiryReason = 'token-invalid') =>
    expiredListeners.forEach((listener) => listener(reason));
  return { model, storage, tokenStore, userInfoStore, calls, expire, expiredListeners };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionModel login', () => {
  it('stores token and user info and notifies subscribers', async () => {
    const { model, tokenStore, userInfoStore } = setup();
    const seen: string[] = [];
    model.subscribe(() => seen.push(model.getSnapshot().status));
    await expect(model.login({ username: 'doctor', password: 'Clinic@2026' })).resolves.toEqual(doctor);
    expect(model.getSnapshot()).toEqual({
      status: 'authenticated',
      token: 'tok-1',
      userInfo: doctor,
      expired: null,
    });
    expect(tokenStore.get()).toBe('tok-1');
    expect(userInfoStore.get()).toEqual(doctor);
    expect(seen).toEqual(['submitting', 'authenticated']);
  });

  it('rejects with the server error and changes nothing on a wrong password', async () => {
    const { model, storage } = setup();
    const before = model.getSnapshot();
    await expect(model.login({ username: 'doctor', password: 'wrong' })).rejects.toThrow('用户名或密码错误');
    expect(model.getSnapshot()).toBe(before);
    expect(storage.getItem('Access-Token')).toBeNull();
    expect(storage.getItem('Login_Userinfo')).toBeNull();
  });

  it('sends one request for a double submit', async () => {
    const { model, calls } = setup();
    const first = model.login({ username: 'doctor', password: 'Clinic@2026' });
    const second = model.login({ username: 'doctor', password: 'Clinic@2026' });
    expect(second).toBe(first);
    await first;
    expect(calls).toEqual(['login:doctor']);
  });
});

describe('SessionModel restore', () => {
  it('restores a session stored within 7 days', async () => {
    const first = setup();
    await first.model.login({ username: 'doctor', password: 'Clinic@2026' });
    const again = createSessionModel({
      gateway: { login: vi.fn(), logout: vi.fn(), onSessionExpired: () => () => undefined },
      tokenStore: first.tokenStore,
      userInfoStore: first.userInfoStore,
    });
    expect(again.restore()).toEqual({
      status: 'authenticated',
      token: 'tok-1',
      userInfo: doctor,
      expired: null,
    });
  });

  it('forgets a session older than 7 days', async () => {
    vi.useFakeTimers();
    const { model } = setup();
    await model.login({ username: 'doctor', password: 'Clinic@2026' });
    vi.advanceTimersByTime(SESSION_TTL_MS + 1);
    expect(model.restore().status).toBe('anonymous');
  });

  it('drops half a session (token without user info)', () => {
    const { model, tokenStore, storage } = setup();
    tokenStore.set('orphan');
    expect(model.restore()).toEqual({ status: 'anonymous', token: null, userInfo: null, expired: null });
    expect(storage.getItem('Access-Token')).toBeNull();
  });

  it('treats unreadable stored data as no session', () => {
    const { model, storage } = setup();
    storage.setItem('Access-Token', '{not json');
    storage.setItem('Login_Userinfo', JSON.stringify({ value: doctor, expire: 'soon' }));
    expect(model.restore().status).toBe('anonymous');
  });
});

describe('SessionModel logout', () => {
  it('calls the endpoint with the token still held, then clears everything and runs cleanups', async () => {
    const { model, calls, storage } = setup();
    const cleanup = vi.fn();
    model.onLogout(cleanup);
    await model.login({ username: 'doctor', password: 'Clinic@2026' });
    await expect(model.logout()).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['login:doctor', 'logout:tok-1']);
    expect(model.getSnapshot().status).toBe('anonymous');
    expect(storage.getItem('Access-Token')).toBeNull();
    expect(storage.getItem('Login_Userinfo')).toBeNull();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('succeeds locally when the endpoint fails, and reports the failure', async () => {
    const failure = new Error('网络超时');
    const { model } = setup({ logout: () => Promise.reject(failure) });
    await model.login({ username: 'doctor', password: 'Clinic@2026' });
    await expect(model.logout()).resolves.toEqual({ ok: false, error: failure });
    expect(model.getSnapshot().token).toBeNull();
  });

  it('does not wait forever for a hanging endpoint (reported as a failure)', async () => {
    const { model } = setup({ logout: () => new Promise(() => undefined) });
    await model.login({ username: 'doctor', password: 'Clinic@2026' });
    const result = await model.logout();
    expect(result.ok).toBe(false);
    expect(model.getSnapshot().status).toBe('anonymous');
  });

  it('adopts another login kind exactly as a normal login (stored, onLogin run)', async () => {
    const { model, storage } = setup();
    await model.adopt(async () => ({ token: 'tok-phone', userInfo: doctor }));
    expect(model.getSnapshot()).toMatchObject({ status: 'authenticated', token: 'tok-phone' });
    expect(storage.getItem('Access-Token')).toContain('tok-phone');
  });

  it('keeps clearing when one cleanup throws', async () => {
    const { model } = setup();
    const later = vi.fn();
    model.onLogout(() => {
      throw new Error('boom');
    });
    model.onLogout(later);
    await model.login({ username: 'doctor', password: 'Clinic@2026' });
    await model.logout();
    expect(later).toHaveBeenCalled();
    expect(model.getSnapshot().status).toBe('anonymous');
  });
});

describe('SessionModel expiry', () => {
  it('marks an authenticated session expired once', async () => {
    const { model, expire } = setup();
    await model.login({ username: 'doctor', password: 'Clinic@2026' });
    const listener = vi.fn();
    model.subscribe(listener);
    expire('token-invalid');
    expire('unauthorized');
    expect(model.getSnapshot().expired).toBe('token-invalid');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores expiry while anonymous and stops listening after dispose', () => {
    const { model, expire, expiredListeners } = setup();
    expire();
    expect(model.getSnapshot().expired).toBeNull();
    model.dispose();
    expect(expiredListeners.size).toBe(0);
  });
});

describe('SessionModel refresh', () => {
  it('replaces the stored user info with what the server says now', async () => {
    const { model, userInfoStore } = setup({ currentUser: async () => ({ ...doctor, realname: '王主任' }) });
    await model.login({ username: 'doctor', password: 'Clinic@2026' });
    await model.refresh();
    expect(model.getSnapshot().userInfo?.realname).toBe('王主任');
    expect(userInfoStore.get()?.realname).toBe('王主任');
  });

  it('keeps the stored user info when the call fails, and never rejects', async () => {
    const { model } = setup({ currentUser: () => Promise.reject(new Error('网络超时')) });
    await model.login({ username: 'doctor', password: 'Clinic@2026' });
    await expect(model.refresh()).resolves.toBeUndefined();
    expect(model.getSnapshot().userInfo).toEqual(doctor);
  });

  it('drops an answer that arrives after logout', async () => {
    let answer: (user: UserInfo) => void = () => undefined;
    const { model } = setup({ currentUser: () => new Promise<UserInfo>((resolve) => (answer = resolve)) });
    await model.login({ username: 'doctor', password: 'Clinic@2026' });
    const pending = model.refresh();
    await model.logout();
    answer({ ...doctor, realname: '旧数据' });
    await pending;
    expect(model.getSnapshot()).toEqual({ status: 'anonymous', token: null, userInfo: null, expired: null });
  });

  it('does nothing while anonymous', async () => {
    const currentUser = vi.fn(async () => doctor);
    const { model } = setup({ currentUser });
    await model.refresh();
    expect(currentUser).not.toHaveBeenCalled();
  });
});
