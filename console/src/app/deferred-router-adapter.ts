// A RouterAdapter usable before the router exists: the shell's services are built first, the router after them.
import type { RouterAdapter } from '@clinic/hooks';

/** Calls wait for `bind` (a navigation before it is dropped). */
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
