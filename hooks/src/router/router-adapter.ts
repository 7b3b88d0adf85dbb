// The navigation seam: hooks talk to whatever router the UI uses only through this interface.

/** Search params as plain strings, the way they appear in the address bar. */
export type SearchParams = Record<string, string>;

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * The contract every adapter keeps (the memory, TanStack Router and react-router ones here; write your own for
 * another router):
 * - paths are in-app: inside the router's basename/basepath, which the adapter strips on reading and the router adds
 *   back on navigating (`/patients`, never `/app/patients` under basename `/app`);
 * - search params are the raw strings of the address bar (no JSON parsing), the last value of a repeated key;
 * - after `navigate`, the listeners of `subscribe` are called once the new location is readable through `getPath` and
 *   `getSearch` (synchronously or later: models re-read, they never assume);
 * - a listener may also be called without a change (models compare what they read), never after its unsubscribe ran.
 */
export interface RouterAdapter {
  /** Go to a full in-app href: a path, optionally with `?search` and `#hash`. */
  navigate(href: string, options?: NavigateOptions): void;
  /** The current in-app pathname, without search or hash. */
  getPath(): string;
  /** The current search params. */
  getSearch(): SearchParams;
  /** Called after every location change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Splits an href into pathname and search params (hash dropped). */
export function parseHref(href: string): { path: string; search: SearchParams } {
  const url = new URL(href, 'http://local.invalid');
  return { path: url.pathname, search: Object.fromEntries(url.searchParams) };
}
