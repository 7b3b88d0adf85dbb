// Lazily loaded registry pages: one React.lazy per component name, 120 s load limit, unknown names → the 404 view.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pageLoaderFor } from '../../pages/registry';
import { NotFoundView } from '../../ui/not-found-view';

/** shell-spec 9: a lazy page that has not loaded after 120 s fails like a broken chunk. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('ChunkLoadError: page load timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function pageComponentFor(component: string | null | undefined): ComponentType {
  const name = (component ?? '').replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
  const loader = pageLoaderFor(name);
  if (!loader) return NotFoundView;
  let page = cache.get(name);
  if (!page) {
    page = lazy(() => withTimeout(loader(), PAGE_LOAD_TIMEOUT_MS));
    cache.set(name, page);
  }
  return page;
}
