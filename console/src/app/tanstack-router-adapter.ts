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
