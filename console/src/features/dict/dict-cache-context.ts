// One dictionary cache per SDK client, kept in localStorage 7 days under the server's dictionary version.
import { DictCache, browserDictStorage, dictItemsLoader } from '@clinic/hooks';
import type { ClinicClient } from '@clinic/sdk';

const caches = new WeakMap<ClinicClient, DictCache>();

export function dictCacheFor(client: ClinicClient): DictCache {
  let cache = caches.get(client);
  if (!cache) {
    const storage = browserDictStorage();
    cache = new DictCache({ load: dictItemsLoader(client), ...(storage ? { storage } : {}) });
    caches.set(client, cache);
  }
  return cache;
}
