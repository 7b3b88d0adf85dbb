import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { memoryTokenStore, memoryUserInfoStore } from '@clinic/sdk';
import { createSessionModel, createTanStackRouterAdapter, type UserInfo } from '@clinic/hooks';
import { createAppRouter } from './create-app-router';

function setup(initial: string, loggedIn: boolean) {
  const tokenStore = memoryTokenStore();
  const userInfoStore = memoryUserInfoStore<UserInfo>();
  if (loggedIn) {
    tokenStore.set('t');
    userInfoStore.set({ id: '1', username: 'doctor', realname: '王医生' });
  }
  const session = createSessionModel({
    gateway: {
      login: async () => ({ token: 't', userInfo: { id: '1', username: 'doctor', realname: '王医生' } }),
      logout: async () => undefined,
      onSessionExpired: () => () => undefined,
    },
    tokenStore,
    userInfoStore,
  });
  session.restore();
  const router = createAppRouter(
    { session, appCode: 'PSC-TB-WEB', webAlias: '' },
    createMemoryHistory({ initialEntries: [initial] }),
  );
  return { router, session };
}

const href = (router: ReturnType<typeof setup>['router']) =>
  router.state.location.pathname + router.state.location.searchStr;

describe('the console router runs the navigation guard', () => {
  it('sends a logged-out visit of the home page to login with the wanted address', async () => {
    const { router } = setup('/dashboard/analysis?tab=2', false);
    await router.load();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(router.state.location.searchStr).get('redirect')).toBe(
      '/dashboard/analysis?tab=2',
    );
  });

  it('sends a logged-in visit of the login page home', async () => {
    const { router } = setup('/user/login?redirect=%2Ftask', true);
    await router.load();
    expect(href(router)).toBe('/dashboard/analysis');
  });

  it('forwards / to the home path and unknown paths to /404', async () => {
    const { router } = setup('/', true);
    await router.load();
    expect(href(router)).toBe('/dashboard/analysis');
    await router.navigate({ href: '/no/such/page' });
    expect(href(router)).toBe('/404');
  });

  it('lets the adapter read and change the location', async () => {
    const { router } = setup('/404?a=1', false);
    await router.load();
    const adapter = createTanStackRouterAdapter(router);
    expect(adapter.getPath()).toBe('/404');
    expect(adapter.getSearch()).toEqual({ a: '1' });
    const seen: string[] = [];
    const stop = adapter.subscribe(() => seen.push(adapter.getPath()));
    adapter.navigate('/user/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(seen).toContain('/user/login');
  });
});
