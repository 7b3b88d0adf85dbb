import { describe, expect, it, vi } from 'vitest';
import type { ClinicClient } from '@clinic/sdk';
import { cacheActionsFromClient, DICT_CACHE_KEY } from './cache-actions.js';
import { createDictCache } from './dict-cache.js';

const clientAnswering = (answers: Record<string, unknown>) =>
  ({
    call: vi.fn(async (id: string) => {
      const answer = answers[id];
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  }) as unknown as Pick<ClinicClient, 'call'> & { call: ReturnType<typeof vi.fn> };

describe('cacheActionsFromClient (shell-spec 7.3)', () => {
  it('刷新字典缓存 adopts the server version and keeps the items in the browser', async () => {
    const cache = createDictCache({ load: async () => [] });
    const items = { sex: [{ value: '1', text: '男' }] };
    const client = clientAnswering({ refleshCache: '9', queryAllDictItems: items });
    expect(await cacheActionsFromClient(client, cache).refreshDict()).toEqual({
      ok: true,
      message: '刷新缓存完成！',
    });
    expect(cache.getVersion()).toBe('9');
    expect(JSON.stringify(localStorage.getItem(DICT_CACHE_KEY))).toContain('男');
  });

  it('a failure reads 刷新缓存失败！ and never throws', async () => {
    const cache = createDictCache({ load: async () => [] });
    const client = clientAnswering({ refleshCache: new Error('down'), clearCache: new Error('down') });
    const actions = cacheActionsFromClient(client, cache);
    expect(await actions.refreshDict()).toEqual({ ok: false, message: '刷新缓存失败！' });
    expect(await actions.clearSystem()).toEqual({ ok: false, message: '刷新缓存失败！' });
  });

  it('清除系统缓存 asks the server; logout forgets the kept items', async () => {
    const cache = createDictCache({ load: async () => [] });
    const client = clientAnswering({ clearCache: null, refleshCache: '2', queryAllDictItems: { a: [] } });
    const actions = cacheActionsFromClient(client, cache);
    expect((await actions.clearSystem()).ok).toBe(true);
    expect(client.call).toHaveBeenCalledWith('clearCache');
    await actions.refreshDict();
    actions.forget();
    expect(localStorage.getItem(DICT_CACHE_KEY) ?? 'null').toBe('null');
  });
});
