// What createClient accepts, and the per-call options every method takes.
import type { Signer } from '../signing/signers.js';
import type { TenantStore, TokenStore } from '../stores/session-stores.js';

export const DEFAULT_APP_CODE = 'PSC-TB-WEB';
export const DEFAULT_TIMEOUT_MS = 60_000;

export type FetchLike = (input: Request) => Promise<Response>;

export interface ClientOptions {
  /** API root incl. the `/jeecg-boot` base path, e.g. `http://127.0.0.1:8080/jeecg-boot` (relative in browsers). */
  baseUrl: string;
  /** `X-App-Code`; default `PSC-TB-WEB`. */
  appCode?: string;
  /** Default: a memory store. Browsers pass `browserTokenStore()`. */
  tokenStore?: TokenStore;
  /** Default: a memory store; an empty store sends `tenant-id: 0` (the session's tenant). */
  tenantStore?: TenantStore;
  /** Default: `jeecgMd5()` with the public compatible secret; `null` sends no signature. */
  signer?: Signer | null;
  /** Prefix for stored file paths (see `fileUrl`). */
  staticDomain?: string;
  /** Default 60000 ms; 0 disables the timeout. */
  timeoutMs?: number;
  /** Default: `globalThis.fetch`, looked up per call. */
  fetch?: FetchLike;
  /** Clock for `_t`; tests pin it. */
  now?: () => number;
}

export interface CallOptions {
  signal?: AbortSignal;
}
