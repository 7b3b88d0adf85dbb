// Public surface of the dictionary controls: cache with version, search select, tree rules, SDK sources.
export { dictMessages, DICT_LIMITS } from './dict-messages.js';
export * from './dict-cache.js';
export * from './dict-search-model.js';
export * from './tree-rules.js';
export * from './sdk-dict-sources.js';
export { refreshDictCache } from './refresh-dict-cache.js';
export * from './dict-items-editor.js';
export { loginDictItems, seedDictCacheFromLogin } from './login-dict-items.js';
export {
  CACHE_REFRESHED,
  CACHE_REFRESH_FAILED,
  DICT_CACHE_KEY,
  cacheActionsFromClient,
  type CacheActions,
  type CacheOutcome,
} from './cache-actions.js';
