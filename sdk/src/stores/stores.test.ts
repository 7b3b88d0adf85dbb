// Stores: JeecgBoot's `{value, expire}` layout, 7-day expiry, bad data, and no storage at all.
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS, browserStore } from './browser-store.js';
import {
  STORAGE_KEYS,
  browserTenantStore,
  browserTokenStore,
  browserUserInfoStore,
  memoryTenantStore,
  memoryTokenStore,
} from './session-stores.js';

function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('browser stores', () => {
  it('write {value, expire} JSON under JeecgBoot keys, expiring after 7 days (604800000 ms)', () => {
    expect(SESSION_TTL_MS).toBe(604_800_000);
    const storage = fakeStorage();
    let now = 1_000;
    const tokens = browserTokenStore({ storage, now: () => now });
    tokens.set('tok');
    expect(JSON.parse(storage.map.get('Access-Token')!)).toEqual({
      value: 'tok',
      expire: 1_000 + 604_800_000,
    });
    now += 604_800_000 - 1;
    expect(tokens.get()).toBe('tok');
    now += 1;
    expect(tokens.get()).toBeNull();
    expect(storage.map.has('Access-Token')).toBe(false);
  });

  it('tenant and user info use their own keys; a prefix is honoured', () => {
    const storage = fakeStorage();
    browserTenantStore({ storage, prefix: 'pro__' }).set('1000');
    browserUserInfoStore<{ realname: string }>({ storage }).set({ realname: '王医生' });
    expect(STORAGE_KEYS).toEqual({ token: 'Access-Token', tenant: 'TENANT_ID', userInfo: 'Login_Userinfo' });
    expect(storage.map.has('pro__TENANT_ID')).toBe(true);
    expect(browserUserInfoStore<{ realname: string }>({ storage }).get()).toEqual({ realname: '王医生' });
  });

  it('reads a value written by JeecgBoot with no expiry, and clears on null', () => {
    const storage = fakeStorage();
    storage.setItem('Access-Token', JSON.stringify({ value: 'legacy', expire: null }));
    const tokens = browserTokenStore({ storage });
    expect(tokens.get()).toBe('legacy');
    tokens.set(null);
    expect(tokens.get()).toBeNull();
  });

  it('corrupt or foreign data reads as nothing and never throws', () => {
    const storage = fakeStorage();
    storage.setItem('Access-Token', '{not json');
    expect(browserTokenStore({ storage }).get()).toBeNull();
    storage.setItem('Access-Token', '"bare string"');
    expect(browserTokenStore({ storage }).get()).toBeNull();
  });

  it('without any storage (Node) it keeps values in memory', () => {
    expect((globalThis as { localStorage?: unknown }).localStorage).toBeUndefined();
    const store = browserStore<string>('k');
    store.set('v');
    expect(store.get()).toBe('v');
  });

  it('a storage that refuses writes (quota) keeps the value for this page', () => {
    const storage = {
      ...fakeStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = browserTokenStore({ storage });
    store.set('tok');
    expect(store.get()).toBe('tok');
    store.set(null);
    expect(store.get()).toBeNull();
  });
});

describe('memory stores', () => {
  it('hold what they are given', () => {
    const t = memoryTokenStore();
    expect(t.get()).toBeNull();
    t.set('a');
    expect(t.get()).toBe('a');
    expect(memoryTenantStore('1000').get()).toBe('1000');
  });
});
