// An in-memory RouterAdapter: for tests and for non-browser hosts (no DOM, no router library).
import { parseHref, type NavigateOptions, type RouterAdapter, type SearchParams } from './router-adapter.js';

export interface MemoryRouterAdapter extends RouterAdapter {
  /** Every href visited, oldest first; replaced entries are overwritten. */
  readonly history: readonly string[];
  back(): void;
}

export function createMemoryRouterAdapter(initialHref = '/'): MemoryRouterAdapter {
  const entries: string[] = [initialHref];
  let index = 0;
  const listeners = new Set<() => void>();
  const current = () => parseHref(entries[index] ?? '/');
  const emit = () => listeners.forEach((listener) => listener());

  return {
    get history() {
      return entries.slice(0, index + 1);
    },
    navigate(href: string, options?: NavigateOptions) {
      if (options?.replace) {
        entries[index] = href;
      } else {
        entries.splice(index + 1, entries.length, href);
        index += 1;
      }
      emit();
    },
    back() {
      if (index === 0) return;
      index -= 1;
      emit();
    },
    getPath: () => current().path,
    getSearch: (): SearchParams => current().search,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
