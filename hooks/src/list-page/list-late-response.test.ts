import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createListModel } from './list-model.js';
import type { ListTransport } from './list-types.js';
import { rows } from './list-test-kit.js';

afterEach(() => vi.useRealTimers());

describe('late responses (fake timers)', () => {
  it('a slow answer for an older page never replaces the newer page, whatever the arrival order', async () => {
    vi.useFakeTimers();
    // Page 1 answers after 5 s, every later page after 1 s; the server ignores aborts, like a slow proxy.
    const transport: ListTransport = {
      list: (_url, params) =>
        new Promise((resolve) => {
          const page = Number(params.pageNo);
          setTimeout(() => resolve({ records: rows(1, page * 100), total: 300 }), page === 1 ? 5000 : 1000);
        }),
      delete: async () => undefined,
      deleteBatch: async () => undefined,
    };
    const model = createListModel({
      urls: { list: '/l' },
      columns: ['name'],
      transport,
      router: createMemoryRouterAdapter('/p'),
    });
    model.mount();
    model.setPage(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(model.getSnapshot()).toMatchObject({ loading: false, dataSource: [{ id: '200' }] });
    await vi.advanceTimersByTimeAsync(4000);
    expect(model.getSnapshot().dataSource).toEqual([{ id: '200', name: '患者200' }]);
    expect(model.getSnapshot().pagination.current).toBe(2);
  });
});
