// Retries with backoff: reads and network failures by default, writes only when the call asks for it.
import { ApiError, NetworkError } from '../errors/api-error.js';

export interface RetryOptions {
  /** Further tries after the first; default 2. */
  retries?: number;
  /** First backoff; doubles each try, with jitter; default 300 ms. */
  baseDelayMs?: number;
  /** Longest single wait, `Retry-After` included; default 5000 ms. */
  maxDelayMs?: number;
  /** HTTP statuses worth another try; default 429, 502, 503, 504. */
  statuses?: readonly number[];
}

/** Client-wide: options for the calls that retry by default (reads), or false for none. */
export type ClientRetry = RetryOptions | false;
/** Per call: true opts a write in with the client's options, false opts out, an object overrides. */
export type CallRetry = RetryOptions | boolean;

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  statuses: ReadonlySet<number>;
}

export const DEFAULT_RETRY: Required<RetryOptions> = {
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 5000,
  statuses: [429, 502, 503, 504],
};

/** Methods a server may receive twice without harm; JeecgBoot's PUT edit and DELETE are not counted on. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const NO_RETRY: RetryPolicy = { retries: 0, baseDelayMs: 0, maxDelayMs: 0, statuses: new Set() };

export function retryPolicy(method: string, client: ClientRetry | undefined, call: CallRetry | undefined) {
  const safe = SAFE_METHODS.has(method.toUpperCase());
  if (call === false) return NO_RETRY;
  if (call === undefined && (!safe || client === false)) return NO_RETRY;
  const merged = {
    ...DEFAULT_RETRY,
    ...(client === false ? {} : client),
    ...(typeof call === 'object' ? call : {}),
  };
  return {
    retries: Math.max(0, Math.floor(merged.retries)),
    baseDelayMs: Math.max(0, merged.baseDelayMs),
    maxDelayMs: Math.max(0, merged.maxDelayMs),
    statuses: new Set(merged.statuses),
  };
}

/**
 * Failures that may pass on their own: no answer (connection refused or reset), overloaded or restarting servers.
 * A timeout is not retried: the caller's time budget is spent, and a slow server is not helped by more load.
 */
export function isRetryable(error: unknown, policy: RetryPolicy): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && policy.statuses.has(error.status);
}

/** `Retry-After` in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(headers: Headers | null, now: number): number | null {
  const value = headers?.get('Retry-After')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Exponential backoff with equal jitter (half fixed, half random), or the server's `Retry-After`, capped. */
export function backoffMs(
  attempt: number,
  policy: RetryPolicy,
  error: unknown,
  now: number,
  random: () => number = Math.random,
): number {
  const asked = error instanceof ApiError ? retryAfterMs(error.headers, now) : null;
  if (asked !== null) return Math.min(asked, policy.maxDelayMs);
  const full = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return full / 2 + random() * (full / 2);
}

/** Waits, or rejects with the signal's reason as soon as the caller aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
