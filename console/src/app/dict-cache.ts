// One dictionary cache per SDK client, kept in localStorage 7 days under the server's dictionary version, and the
// user menu's cache actions over it.
import {
  browserDictStorage,
  createDictCache,
  cacheActionsFromClient,
  dictItemsLoader,
  type CacheActions,
  type DictCache,
} from '@clinic/hooks';
import type { ClinicClient } from '@clinic/sdk';

const caches = new WeakMap<ClinicClient, DictCache>();

export function dictCacheFor(client: ClinicClient): DictCache {
  let cache = caches.get(client);
  if (!cache) {
    const storage = browserDictStorage();
    cache = createDictCache({ load: dictItemsLoader(client), ...(storage ? { storage } : {}) });
    caches.set(client, cache);
  }
  return cache;
}

export function cacheActionsFor(client: ClinicClient): CacheActions {
  return cacheActionsFromClient(client, dictCacheFor(client));
}
