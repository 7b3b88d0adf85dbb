// Public entry of the session stores.
export { SESSION_TTL_MS, browserStore, type BrowserStoreOptions } from './browser-store.js';
export {
  STORAGE_KEYS,
  browserTenantStore,
  browserTokenStore,
  browserUserInfoStore,
  memoryTenantStore,
  memoryTokenStore,
  memoryUserInfoStore,
  type TenantStore,
  type TokenStore,
  type UserInfoStore,
} from './session-stores.js';
export { memoryStore, type ValueStore } from './value-store.js';
