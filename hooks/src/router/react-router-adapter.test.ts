import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createListModel } from '../list-page/list-model.js';
import { createFakeListTransport } from '../list-page/list-test-kit.js';
import { createReactRouterAdapter, stripBasename } from './react-router-adapter.js';

const routes = [{ path: '*', element: null }];

describe('createReactRouterAdapter', () => {
  it('reads and writes paths inside the basename: a basename does not leak into hooks nor double up', async () => {
    const router = createMemoryRouter(routes, {
      basename: '/clinic',
      initialEntries: ['/clinic/patients?q.name=%E7%8E%8B&pageNo=2'],
    });
    const adapter = createReactRouterAdapter(router);
    expect(adapter.getPath()).toBe('/patients');
    expect(adapter.getSearch()).toEqual({ 'q.name': '王', pageNo: '2' });
    let changes = 0;
    const stop = adapter.subscribe(() => (changes += 1));
    adapter.navigate(`${adapter.getPath()}?pageNo=3`);
    await expect.poll(() => router.state.location.pathname).toBe('/clinic/patients');
    expect(router.state.location.search).toBe('?pageNo=3');
    expect(adapter.getSearch()).toEqual({ pageNo: '3' });
    expect(changes).toBe(1);
    adapter.navigate('/patients?pageNo=4', { replace: true });
    await expect.poll(() => adapter.getSearch().pageNo).toBe('4');
    expect(router.state.historyAction).toBe('REPLACE');
    stop();
    adapter.navigate('/');
    await expect.poll(() => router.state.location.pathname).toBe('/clinic');
    expect(adapter.getPath()).toBe('/');
    expect(changes).toBe(2);
    router.dispose();
  });

  it('works without a basename', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/users'] });
    const adapter = createReactRouterAdapter(router);
    adapter.navigate('/users?pageNo=2');
    await expect.poll(() => adapter.getSearch()).toEqual({ pageNo: '2' });
    expect(router.state.location.pathname).toBe('/users');
    router.dispose();
  });

  it('a list page keeps its state in the address under a basename', async () => {
    const router = createMemoryRouter(routes, {
      basename: '/app',
      initialEntries: ['/app/patients?pageNo=2'],
    });
    const transport = createFakeListTransport();
    const list = createListModel({
      urls: { list: '/chronic/patient/list' },
      transport,
      router: createReactRouterAdapter(router),
      columns: ['name'],
    });
    list.mount();
    expect(transport.lists[0]!.params).toMatchObject({ pageNo: 2 });
    list.setPage(3);
    await expect.poll(() => router.state.location.search).toBe('?pageNo=3');
    expect(router.state.location.pathname).toBe('/app/patients');
    await expect.poll(() => transport.lists.at(-1)!.params.pageNo).toBe(3);
    router.dispose();
  });

  it('strips a basename only at a segment boundary, case-insensitively like react-router', () => {
    expect(stripBasename('/app/x', '/app')).toBe('/x');
    expect(stripBasename('/App/x', '/app/')).toBe('/x');
    expect(stripBasename('/app', '/app')).toBe('/');
    expect(stripBasename('/apple', '/app')).toBe('/apple');
    expect(stripBasename('/x', '/')).toBe('/x');
    expect(stripBasename('/x', undefined)).toBe('/x');
  });
});
