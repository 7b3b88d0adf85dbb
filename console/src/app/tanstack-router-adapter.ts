// The RouterAdapter of @clinic/hooks implemented over TanStack Router.
import type { AnyRouter } from '@tanstack/react-router';
import type { RouterAdapter } from '@clinic/hooks';

export function createTanStackRouterAdapter(router: AnyRouter): RouterAdapter {
  return {
    navigate(href, options) {
      void router.navigate({ href, replace: options?.replace ?? false });
    },
    getPath: () => router.state.location.pathname,
    // Raw params, not the router's JSON-parsed search: hooks see exactly what the address bar holds.
    getSearch: () => Object.fromEntries(new URLSearchParams(router.state.location.searchStr)),
    subscribe: (listener) => router.subscribe('onResolved', () => listener()),
  };
}

/** An adapter usable before the router exists: calls wait for `bind` (navigation before it is dropped). */
export function deferredRouterAdapter(): RouterAdapter & { bind(adapter: RouterAdapter): void } {
  let target: RouterAdapter | null = null;
  return {
    bind(adapter) {
      target = adapter;
    },
    navigate: (href, options) => target?.navigate(href, options),
    getPath: () => target?.getPath() ?? '/',
    getSearch: () => target?.getSearch() ?? {},
    subscribe: (listener) => target?.subscribe(listener) ?? (() => undefined),
  };
}
