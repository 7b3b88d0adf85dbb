import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDictCache, dictLabel, memoryDictStorage, type DictOption } from './dict-cache.js';

const sex: DictOption[] = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('dictionary cache', () => {
  it('serves a dictionary from the cache for 7 days, then reloads it', async () => {
    const load = vi.fn(async () => sex);
    const cache = createDictCache({ load });
    await cache.items('sex');
    vi.advanceTimersByTime(604_800_000 - 1);
    await cache.items('sex');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.items('sex');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a new version shows edited items without re-login, and survives a reload of the page', async () => {
    const storage = memoryDictStorage();
    let items = sex;
    const load = vi.fn(async () => items);
    const cache = createDictCache({ load, storage });
    expect(await cache.items('sex')).toEqual(sex);
    items = [...sex, { value: '3', text: '未知' }];
    expect(await cache.items('sex')).toEqual(sex);
    cache.setVersion('2');
    expect(await cache.items('sex')).toHaveLength(3);
    const reopened = createDictCache({ load, storage });
    expect(reopened.getVersion()).toBe('2');
    expect(reopened.peek('sex')).toHaveLength(3);
  });

  it('one request for concurrent reads; an empty code fails with 字典Code不能为空!', async () => {
    const load = vi.fn(async () => sex);
    const cache = createDictCache({ load });
    await Promise.all([cache.items('sex'), cache.items('sex')]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.items('  ')).rejects.toThrow('字典Code不能为空!');
  });

  it('a corrupt stored entry is reloaded, not thrown', async () => {
    const storage = memoryDictStorage();
    storage.set('DICT_CACHE:sex', '{broken');
    const cache = createDictCache({ load: async () => sex, storage });
    expect(await cache.items('sex')).toEqual(sex);
  });

  it('labels of single and comma-joined values', () => {
    expect(dictLabel(sex, '1,2')).toBe('男,女');
    expect(dictLabel(sex, '9')).toBe('9');
    expect(dictLabel(sex, null)).toBe('');
  });
});

describe('DictCache.clear (logout)', () => {
  it('removes every entry under its prefix and nothing else', async () => {
    const storage = memoryDictStorage();
    storage.set('OTHER', 'kept');
    const cache = createDictCache({ load: async () => [{ value: '1', text: '男' }], storage });
    cache.setVersion('3');
    await cache.items('sex');
    cache.clear();
    expect(storage.keys?.()).toEqual(['OTHER']);
    expect(cache.peek('sex')).toBeNull();
    expect(cache.getVersion()).toBe('0');
  });
});
