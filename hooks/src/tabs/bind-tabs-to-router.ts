// Opens a tab for every location the router reaches, so the strip follows navigation with no UI code.
import type { RouterAdapter } from '../router/router-adapter.js';
import type { TabsModel } from './tabs-model.js';
import type { TabEntry, TabMeta } from './tab-types.js';

export interface RouteInfo {
  name?: string;
  meta: TabMeta;
}

/** `path?query` in the router's own order, the key tabs use. */
export function fullPathOf(path: string, search: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(search).toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * Subscribes the tab model to the router. `describe` gives a path's name and meta (from the
 * route table); paths it answers null for (login pages, 404) get no tab. Returns the unsubscribe.
 */
export function bindTabsToRouter(
  model: Pick<TabsModel, 'open'>,
  router: Pick<RouterAdapter, 'getPath' | 'getSearch' | 'subscribe'>,
  describe: (path: string) => RouteInfo | null,
): () => void {
  const sync = () => {
    const path = router.getPath();
    const info = describe(path);
    if (!info) return;
    const tab: TabEntry = { fullPath: fullPathOf(path, router.getSearch()), path, meta: info.meta };
    if (info.name !== undefined) tab.name = info.name;
    model.open(tab);
  };
  sync();
  return router.subscribe(sync);
}
