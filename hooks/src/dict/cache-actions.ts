// The user menu's cache actions (shell-spec 7.3): refresh the dictionary cache (and keep the items 7 days), clear the
// system cache; and what logout forgets of them (shell-spec 4.1).
import { browserStore, type ClinicClient } from '@clinic/sdk';
import type { DictCache } from './dict-cache.js';
import { refreshDictCache } from './refresh-dict-cache.js';

export const CACHE_REFRESHED = '刷新缓存完成！';
export const CACHE_REFRESH_FAILED = '刷新缓存失败！';
/** JeecgBoot's key for the dictionary items kept in the browser. */
export const DICT_CACHE_KEY = 'UI_CACHE_DB_DICT_DATA';

export type CacheOutcome = { ok: boolean; message: string };

export interface CacheActions {
  /** 刷新字典缓存: every control's 7-day cache follows the server's new version, the items are kept again. */
  refreshDict(): Promise<CacheOutcome>;
  /** 清除系统缓存 on the server. */
  clearSystem(): Promise<CacheOutcome>;
  /** Logout drops the dictionary items kept for the old user and every control's cached dictionary. */
  forget(): void;
}

export function cacheActionsFromClient(client: Pick<ClinicClient, 'call'>, cache: DictCache): CacheActions {
  const kept = browserStore<unknown>(DICT_CACHE_KEY);
  const outcome = async (work: () => Promise<void>): Promise<CacheOutcome> => {
    try {
      await work();
      return { ok: true, message: CACHE_REFRESHED };
    } catch {
      return { ok: false, message: CACHE_REFRESH_FAILED };
    }
  };
  return {
    refreshDict: () =>
      outcome(async () => {
        // The new server version invalidates every control's 7-day cache, so edited dictionaries show at once.
        await refreshDictCache(client, cache);
        kept.set(await client.call('queryAllDictItems'));
      }),
    clearSystem: () =>
      outcome(async () => {
        await client.call('clearCache');
      }),
    forget() {
      kept.set(null);
      cache.clear();
    },
  };
}
