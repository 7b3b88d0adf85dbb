import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createTanStackRouterAdapter } from './tanstack-router-adapter.js';

/** A router as an app builds it; what <RouterProvider> does on each history change is done here by hand. */
function routerAt(href: string, basepath?: string) {
  const history = createMemoryHistory({ initialEntries: [href] });
  const router = createRouter({ routeTree: createRootRoute(), history, ...(basepath ? { basepath } : {}) });
  history.subscribe(() => void router.load());
  return { router, history };
}

describe('createTanStackRouterAdapter', () => {
  it('reads raw search params, navigates, replaces and tells about each resolved change', async () => {
    const { router, history } = routerAt('/patients?q.name=%E7%8E%8B&pageNo=2');
    await router.load();
    const adapter = createTanStackRouterAdapter(router);
    expect(adapter.getPath()).toBe('/patients');
    expect(adapter.getSearch()).toEqual({ 'q.name': '王', pageNo: '2' });
    let changes = 0;
    const stop = adapter.subscribe(() => (changes += 1));
    adapter.navigate('/patients?pageNo=3');
    await expect.poll(() => changes).toBe(1);
    expect(adapter.getSearch()).toEqual({ pageNo: '3' });
    const length = history.length;
    adapter.navigate('/patients?pageNo=4', { replace: true });
    await expect.poll(() => adapter.getSearch().pageNo).toBe('4');
    expect(history.length).toBe(length);
    stop();
  });

  it('a basepath stays on the router side', async () => {
    const { router, history } = routerAt('/clinic/patients?pageNo=2', '/clinic');
    await router.load();
    const adapter = createTanStackRouterAdapter(router);
    expect(adapter.getPath()).toBe('/patients');
    adapter.navigate(`${adapter.getPath()}?pageNo=3`);
    await expect.poll(() => history.location.pathname).toBe('/clinic/patients');
    expect(history.location.search).toBe('?pageNo=3');
    await expect.poll(() => adapter.getSearch()).toEqual({ pageNo: '3' });
    expect(adapter.getPath()).toBe('/patients');
  });
});
