import { describe, expect, it, vi } from 'vitest';
import type { ClinicClient } from '@clinic/sdk';
import { createDictCache } from './dict-cache.js';
import { refreshDictCache } from './refresh-dict-cache.js';

describe('refreshDictCache', () => {
  it('adopts the server version so the next read reloads the dictionary', async () => {
    const load = vi.fn(async () => [{ value: '1', text: '男' }]);
    const cache = createDictCache({ load });
    await cache.items('sex');
    const client = { call: vi.fn(async () => '7') } as unknown as Pick<ClinicClient, 'call'>;
    expect(await refreshDictCache(client, cache)).toBe('7');
    await cache.items('sex');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh keeps the current version', async () => {
    const cache = createDictCache({ load: async () => [] });
    const client = { call: vi.fn(async () => Promise.reject(new Error('刷新缓存失败'))) } as unknown as Pick<
      ClinicClient,
      'call'
    >;
    await expect(refreshDictCache(client, cache)).rejects.toThrow('刷新缓存失败');
    expect(cache.getVersion()).toBe('0');
  });
});
