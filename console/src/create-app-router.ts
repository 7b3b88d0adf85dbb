// Builds the TanStack Router instance from the generated file-based route tree.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './app/router-context';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: false,
    // Search values stay the address bar's strings: ids such as 1795…849 exceed 2^53 and must never become numbers.
    parseSearch: (searchStr: string) => Object.fromEntries(new URLSearchParams(searchStr)),
    stringifySearch: stringifySearch,
  });
}

function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
