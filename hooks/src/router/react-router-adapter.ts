// The RouterAdapter over a react-router data router (createBrowserRouter, createHashRouter, createMemoryRouter),
// typed by the little it uses, so the package needs no router; the router's basename stays on its side.
import { parseHref, type RouterAdapter } from './router-adapter.js';

/** The part of a react-router data router the adapter uses (react-router 6.4+ and 7). */
export interface ReactRouterLike {
  readonly basename: string | undefined;
  readonly state: { readonly location: { readonly pathname: string; readonly search: string } };
  navigate(to: string, options?: { replace?: boolean }): unknown;
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

/**
 * The router's location is the full address path (`/app/patients` under basename `/app`) while `navigate` adds the
 * basename itself, so hooks see and hand back paths inside the basename: `/patients`.
 */
export function stripBasename(pathname: string, basename: string | undefined): string {
  const base = (basename ?? '/').replace(/\/+$/, '');
  if (base === '') return pathname;
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return pathname;
  const rest = pathname.slice(base.length);
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : pathname;
}

export function createReactRouterAdapter(router: ReactRouterLike): RouterAdapter {
  const where = () => {
    const { pathname, search } = router.state.location;
    return `${stripBasename(pathname, router.basename)}${search}`;
  };
  return {
    navigate(href, options) {
      void router.navigate(href, { replace: options?.replace ?? false });
    },
    getPath: () => parseHref(where()).path,
    getSearch: () => parseHref(where()).search,
    subscribe(listener) {
      // The router also tells about fetches and pending navigations: only a new address is a change here.
      let last = where();
      return router.subscribe(() => {
        const now = where();
        if (now === last) return;
        last = now;
        listener();
      });
    },
  };
}
