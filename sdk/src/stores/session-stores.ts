// Named token, tenant and user-info stores under JeecgBoot's keys, in browser and memory forms.
import { browserStore, type BrowserStoreOptions } from './browser-store.js';
import { memoryStore, type ValueStore } from './value-store.js';

export const STORAGE_KEYS = {
  token: 'Access-Token',
  tenant: 'TENANT_ID',
  userInfo: 'Login_Userinfo',
} as const;

export type TokenStore = ValueStore<string>;
/** Tenant ids are strings: real ones exceed 2^53. Absent means `0`, the session's tenant. */
export type TenantStore = ValueStore<string>;
export type UserInfoStore<U = Record<string, unknown>> = ValueStore<U>;

export const browserTokenStore = (options?: BrowserStoreOptions): TokenStore =>
  browserStore<string>(STORAGE_KEYS.token, options);
export const memoryTokenStore = (token: string | null = null): TokenStore => memoryStore(token);

export const browserTenantStore = (options?: BrowserStoreOptions): TenantStore =>
  browserStore<string>(STORAGE_KEYS.tenant, options);
export const memoryTenantStore = (tenantId: string | null = null): TenantStore => memoryStore(tenantId);

export const browserUserInfoStore = <U = Record<string, unknown>>(
  options?: BrowserStoreOptions,
): UserInfoStore<U> => browserStore<U>(STORAGE_KEYS.userInfo, options);
export const memoryUserInfoStore = <U = Record<string, unknown>>(info: U | null = null): UserInfoStore<U> =>
  memoryStore(info);
