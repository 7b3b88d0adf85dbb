import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListPage } from '../list-page/use-list-page.js';
import { createFakeListTransport } from '../list-page/list-test-kit.js';
import type { Notice } from '../core/observable-store.js';
import { createMemoryRouterAdapter } from '../router/index.js';
import type { KeyValueStorage } from './saved-query-storage.js';
import { useSuperQuery } from './use-super-query.js';

const fields = [
  { value: 'name', label: '姓名', type: 'string' },
  { value: 'sex', label: '性别', type: 'list', dictCode: 'sex' },
];

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('useSuperQuery', () => {
  it('builds a query, warns on empty ones, and hands the value to the list page (page 1, URL)', async () => {
    const router = createMemoryRouterAdapter('/patients?pageNo=2');
    const transport = createFakeListTransport();
    const notices: Notice[] = [];
    const { result } = renderHook(() => {
      const list = useListPage({
        urls: { list: '/chronic/patient/list' },
        transport,
        router,
        columns: ['name'],
      });
      const query = useSuperQuery({
        fields,
        saveCode: 'patients',
        storage: memoryStorage(),
        value: list.superQuery,
        onChange: list.setSuperQuery,
        onNotice: (n) => notices.push(n),
      });
      return { list, query };
    });
    expect(transport.lists).toHaveLength(1);

    act(() => result.current.query.model.open());
    act(() => void result.current.query.model.query());
    expect(notices).toEqual([{ level: 'warning', text: '不能查询空条件' }]);

    const key = result.current.query.rows[0]!.key;
    act(() => result.current.query.model.setField(key, 'sex'));
    act(() => result.current.query.model.setValue(key, '2'));
    act(() => void result.current.query.model.query());

    expect(result.current.query.active).toBe(true);
    expect(result.current.query.visible).toBe(false);
    expect(result.current.list.pagination.current).toBe(1);
    expect(result.current.list.superQuery?.superQueryMatchType).toBe('and');
    expect(router.getSearch().superQueryParams).toBe(result.current.list.superQuery?.superQueryParams);
    await waitFor(() => expect(transport.lists.at(-1)!.params.superQueryParams).toBeDefined());
    expect(result.current.query.rows[0]).toMatchObject({ field: 'sex', val: '2', dictCode: 'sex' });

    act(() => result.current.query.model.clear());
    expect(result.current.list.superQuery).toBeNull();
    expect(result.current.query.active).toBe(false);
  });

  it('restores the active mark from the URL on mount (reload)', () => {
    const params = encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'like', val: '王' }]));
    const router = createMemoryRouterAdapter(
      `/patients?superQueryParams=${encodeURIComponent(params)}&superQueryMatchType=or`,
    );
    const transport = createFakeListTransport();
    const { result } = renderHook(() => {
      const list = useListPage({ urls: { list: '/l' }, transport, router, columns: ['name'] });
      return useSuperQuery({ fields, saveCode: 'k', storage: memoryStorage(), value: list.superQuery });
    });
    expect(result.current).toMatchObject({
      active: true,
      matchType: 'or',
      rows: [{ field: 'name', rule: 'like', val: '王' }],
    });
    expect(transport.lists[0]!.params).toMatchObject({ superQueryParams: params, superQueryMatchType: 'or' });
  });

  it('saves through the prompt and refuses to apply an unsupported entry', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'JSuperQuerySaved_k',
      JSON.stringify([{ title: '新版', matchType: 'and', records: [], version: 9 }]),
    );
    const onNotice = vi.fn();
    const { result } = renderHook(() => useSuperQuery({ fields, saveCode: 'k', storage, onNotice }));
    expect(result.current.saved.entries).toMatchObject([{ title: '新版', unsupported: true }]);
    act(() => result.current.applySaved('新版'));
    expect(onNotice).toHaveBeenLastCalledWith({ level: 'warning', text: '该查询条件不支持当前版本' });

    act(() => result.current.model.open());
    const key = result.current.rows[0]!.key;
    act(() => result.current.model.setField(key, 'name'));
    act(() => result.current.model.setValue(key, '李'));
    act(() => void result.current.save());
    expect(result.current.saved.prompt.open).toBe(true);
    act(() => result.current.savedModel.setName('姓李'));
    await act(() => result.current.savedModel.submitName());
    expect(onNotice).toHaveBeenLastCalledWith({ level: 'success', text: '保存成功' });
    act(() => result.current.model.reset());
    act(() => result.current.applySaved('姓李'));
    expect(result.current.rows).toMatchObject([{ field: 'name', rule: 'eq', val: '李' }]);
  });
});
