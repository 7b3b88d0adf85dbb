// The login answer's dictionary items go into the dictionary cache (shell-spec 4.1); malformed entries are skipped.
import { describe, expect, it } from 'vitest';
import { createDictCache, memoryDictStorage } from './dict-cache.js';
import { loginDictItems, seedDictCacheFromLogin } from './login-dict-items.js';

describe('seedDictCacheFromLogin', () => {
  it('stores every dictionary so controls read them without a call', async () => {
    const cache = createDictCache({
      load: () => Promise.reject(new Error('no call expected')),
      storage: memoryDictStorage(),
    });
    const stored = seedDictCacheFromLogin(cache, {
      token: 't',
      sysAllDictItems: { sex: [{ value: '1', text: '男' }], bad: [{ value: 1 }] },
    });
    expect(stored).toBe(1);
    await expect(cache.items('sex')).resolves.toEqual([{ value: '1', text: '男' }]);
  });

  it('reads nothing from an answer without items', () => {
    expect(loginDictItems(undefined)).toEqual({});
    expect(loginDictItems({ sysAllDictItems: 'x' })).toEqual({});
  });
});
