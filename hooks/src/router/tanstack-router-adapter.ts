// The RouterAdapter over a TanStack Router instance (typed by the little it uses, so the package needs no router).
import type { RouterAdapter } from './router-adapter.js';

/**
 * The part of a TanStack Router (`createRouter(...)`) the adapter uses. Its `location.pathname` is already inside
 * the router's `basepath`, and `navigate({ href })` adds it back, so a basepath needs nothing here.
 */
export interface TanStackRouterLike {
  readonly state: { readonly location: { readonly pathname: string; readonly searchStr: string } };
  navigate(options: { href: string; replace?: boolean }): unknown;
  subscribe(event: 'onResolved', listener: () => void): () => void;
}

export function createTanStackRouterAdapter(router: TanStackRouterLike): RouterAdapter {
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
