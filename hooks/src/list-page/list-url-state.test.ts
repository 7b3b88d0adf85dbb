import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createListModel } from './list-model.js';
import { createFakeListTransport, flush, rows } from './list-test-kit.js';
import type { ListQuery } from './list-types.js';
import { decodeListQuery, defaultListQuery, encodeListQuery } from './list-url-state.js';

describe('list query <-> search params', () => {
  it('leaves defaults out and keeps foreign params', () => {
    expect(encodeListQuery(defaultListQuery(), { projectId: '7', pageNo: '3', 'q.name': 'x' })).toEqual({
      projectId: '7',
    });
  });

  it('falls back to defaults on hostile or unknown values', () => {
    const q = decodeListQuery({ pageNo: '-2', pageSize: '99999', column: 'name;drop', order: 'desc' });
    expect(q).toEqual(defaultListQuery());
    expect(decodeListQuery({ pageSize: '7' }).pageSize).toBe(30);
  });

  it('round-trips any query through URLSearchParams text', () => {
    const text = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' });
    const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,8}$/);
    const query: fc.Arbitrary<ListQuery> = fc.record({
      queryParam: fc.dictionary(key, text),
      filters: fc.dictionary(key, text),
      superQuery: fc.option(
        fc.record({
          superQueryParams: text,
          superQueryMatchType: fc.constantFrom('and' as const, 'or' as const),
        }),
        { nil: null },
      ),
      sorter: fc.record({ column: key, order: fc.constantFrom('asc' as const, 'desc' as const) }),
      pageNo: fc.integer({ min: 1, max: 10_000 }),
      pageSize: fc.constantFrom(10, 30, 50, 100, 300, 500, 1000),
    });
    fc.assert(
      fc.property(query, fc.constantFrom('', 'a.'), (q, prefix) => {
        const href = new URLSearchParams(encodeListQuery(q, { projectId: '7' }, { prefix })).toString();
        const back = decodeListQuery(Object.fromEntries(new URLSearchParams(href)), { prefix });
        expect(back).toEqual(q);
      }),
      { seed: 20261122, numRuns: 300 },
    );
  });
});

describe('list model with a router', () => {
  it('writes its state to the URL; reload and back restore it', async () => {
    const transport = createFakeListTransport();
    const router = createMemoryRouterAdapter('/patients');
    const model = createListModel({ urls: { list: '/l' }, transport, router, columns: ['name'] });
    const unmount = model.mount();
    transport.lists[0]!.resolve({ records: rows(30), total: 300 });
    await flush();
    model.search({ name: '*张*' });
    model.setPage(3, 30);
    expect(router.history.at(-1)).toBe('/patients?q.name=*%E5%BC%A0*&pageNo=3');
    unmount();

    const reloaded = createListModel({ urls: { list: '/l' }, transport, router, columns: ['name'] });
    reloaded.mount();
    expect(reloaded.getSnapshot()).toMatchObject({
      queryParam: { name: '*张*' },
      pagination: { current: 3 },
    });
    expect(transport.lists.at(-1)!.params).toMatchObject({ name: '*张*', pageNo: 3 });

    router.back();
    expect(reloaded.getSnapshot().pagination.current).toBe(1);
    expect(transport.lists.at(-1)!.params.pageNo).toBe(1);
  });

  it('ignores location changes of other pages', async () => {
    const transport = createFakeListTransport();
    const router = createMemoryRouterAdapter('/patients');
    const model = createListModel({ urls: { list: '/l' }, transport, router, columns: ['name'] });
    model.mount();
    router.navigate('/users?pageNo=5');
    expect(transport.lists).toHaveLength(1);
    expect(model.getSnapshot().pagination.current).toBe(1);
  });
});
