import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useMemo, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter, parseHref, type RouterAdapter } from '../router/index.js';
import { createFakeListTransport, rows } from './list-test-kit.js';
import { useListPage } from './use-list-page.js';

describe('useListPage', () => {
  it('loads, shows loading, pages and reports notices', async () => {
    const router = createMemoryRouterAdapter('/users');
    const transport = createFakeListTransport();
    const notices: unknown[] = [];
    const { result, unmount } = renderHook(() =>
      useListPage({
        urls: { list: '/sys/user/list' },
        transport,
        router,
        columns: ['name'],
        onNotice: (n) => notices.push(n),
      }),
    );
    expect(result.current.loading).toBe(true);
    await act(async () => transport.lists[0]!.resolve({ records: rows(30), total: 45 }));
    expect(result.current).toMatchObject({ loading: false, pagination: { current: 1, total: 45 } });
    expect(result.current.dataSource).toHaveLength(30);
    act(() => result.current.setPage(2));
    expect(router.getSearch()).toEqual({ pageNo: '2' });
    act(() => void result.current.deleteBatch());
    await waitFor(() => expect(notices).toEqual([{ level: 'error', text: '请设置url.deleteBatch属性!' }]));
    const last = transport.lists.at(-1)!;
    unmount();
    expect(last.signal.aborted).toBe(true);
  });

  it('runs under react-router-dom through a small adapter', async () => {
    const transport = createFakeListTransport();
    let location: { pathname: string; search: string } = { pathname: '', search: '' };
    function useReactRouterAdapter(): RouterAdapter {
      const loc = useLocation();
      const navigate = useNavigate();
      const listeners = useRef(new Set<() => void>());
      location = loc;
      const adapter = useMemo<RouterAdapter>(
        () => ({
          navigate: (href, options) => navigate(href, { replace: options?.replace }),
          getPath: () => location.pathname,
          getSearch: () => parseHref(location.pathname + location.search).search,
          subscribe: (listener) => {
            listeners.current.add(listener);
            return () => listeners.current.delete(listener);
          },
        }),
        [navigate],
      );
      const seen = useRef(loc.key);
      if (seen.current !== loc.key) {
        seen.current = loc.key;
        queueMicrotask(() => listeners.current.forEach((l) => l()));
      }
      return adapter;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/patients?q.name=%E7%8E%8B&pageNo=2']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () =>
        useListPage({
          urls: { list: '/chronic/patient/list' },
          transport,
          columns: ['name'],
          router: useReactRouterAdapter(),
        }),
      { wrapper },
    );
    expect(transport.lists[0]!.params).toMatchObject({ name: '王', pageNo: 2 });
    act(() => result.current.search({ name: '李' }));
    await waitFor(() => expect(transport.lists.at(-1)!.params).toMatchObject({ name: '李', pageNo: 1 }));
    expect(location.search).toBe('?q.name=%E6%9D%8E');
  });
});
