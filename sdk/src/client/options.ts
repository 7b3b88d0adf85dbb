// What createClient accepts, and the per-call options every method takes.
import type { Signer } from '../signing/signers.js';
import type { TenantStore, TokenStore } from '../stores/session-stores.js';
import type { Middleware } from './middleware.js';
import type { ProgressListener } from './progress.js';
import type { CallRetry, ClientRetry } from './retry.js';

export { DEFAULT_APP_CODE } from '../wire/app-code.js';
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
  /** Per try; default 60000 ms; 0 disables the timeout. A call's `timeoutMs` overrides it. */
  timeoutMs?: number;
  /**
   * Retries of reads (GET, HEAD, OPTIONS) after a network error (no answer) or 429/502/503/504; default
   * `{ retries: 2, baseDelayMs: 300, maxDelayMs: 5000 }`; false for none. Writes retry only when a call asks.
   */
  retry?: ClientRetry;
  /** Headers sent on every call (under the call's own `headers`). */
  headers?: Record<string, string>;
  /** Middleware installed at creation, in order; `client.use` adds more. */
  middleware?: readonly Middleware[];
  /** Default: `globalThis.fetch`, looked up per call. */
  fetch?: FetchLike;
  /** Clock for `_t`; tests pin it. */
  now?: () => number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** This call's timeout per try, in ms (0: none). */
  timeoutMs?: number;
  /** Extra headers for this call; they win over the SDK's own (e.g. `tenant-id` for one call). */
  headers?: Record<string, string>;
  /** `true` retries a write too (only when repeating it is harmless); `false` never retries; an object tunes it. */
  retry?: CallRetry;
  /** The request body's bytes as they go up (browsers; the call is then sent through XMLHttpRequest). */
  onUploadProgress?: ProgressListener;
  /** The answer's bytes as they come down, against Content-Length when the server sends it. */
  onDownloadProgress?: ProgressListener;
}
