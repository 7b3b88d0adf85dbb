// The navigation seam: hooks talk to whatever router the UI uses only through this interface.

/** Search params as plain strings, the way they appear in the address bar. */
export type SearchParams = Record<string, string>;

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

export interface RouterAdapter {
  /** Go to a full in-app href: a path, optionally with `?search` and `#hash`. */
  navigate(href: string, options?: NavigateOptions): void;
  /** The current pathname, without search or hash. */
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
