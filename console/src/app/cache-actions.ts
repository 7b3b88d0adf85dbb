// The user menu's cache actions (shell-spec 7.3): refresh the dictionary cache (and keep the items 7 days), clear the system cache.
import { browserStore, type ClinicClient } from '@clinic/sdk';
import { refreshDictCache as refreshControlDictCache } from '@clinic/hooks';
import { dictCacheFor } from '../features/dict/dict-cache-context';

export const CACHE_REFRESHED = '刷新缓存完成！';
export const CACHE_REFRESH_FAILED = '刷新缓存失败！';
/** JeecgBoot's key for the dictionary items kept in the browser. */
export const DICT_CACHE_KEY = 'UI_CACHE_DB_DICT_DATA';

export type CacheOutcome = { ok: true; message: string } | { ok: false; message: string };

export async function refreshDictCache(client: ClinicClient): Promise<CacheOutcome> {
  try {
    // The new server version invalidates every control's 7-day cache, so edited dictionaries show at once.
    await refreshControlDictCache(client, dictCacheFor(client));
    const items = await client.call('queryAllDictItems');
    browserStore<unknown>(DICT_CACHE_KEY).set(items);
    return { ok: true, message: CACHE_REFRESHED };
  } catch {
    return { ok: false, message: CACHE_REFRESH_FAILED };
  }
}

export async function clearSystemCache(client: Pick<ClinicClient, 'call'>): Promise<CacheOutcome> {
  try {
    await client.call('clearCache');
    return { ok: true, message: CACHE_REFRESHED };
  } catch {
    return { ok: false, message: CACHE_REFRESH_FAILED };
  }
}

/** Logout also drops the dictionary items kept for the old user, and every control's cached dictionary (shell-spec 4.1). */
export function clearDictCache(client: ClinicClient): void {
  browserStore<unknown>(DICT_CACHE_KEY).set(null);
  dictCacheFor(client).clear();
}
