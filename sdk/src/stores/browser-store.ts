// A ValueStore over Web Storage in JeecgBoot's `{value, expire}` JSON layout, read lazily so import touches no DOM global.
import { memoryStore, type ValueStore } from './value-store.js';

/** 7 days: the token, user-info and dictionary lifetime of shell-spec section 9. */
export const SESSION_TTL_MS = 604_800_000;

export interface BrowserStoreOptions {
  /** Defaults to `globalThis.localStorage` at first use; a memory store when there is none. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Prepended to the key (JeecgBoot's vue-ls uses `pro__`). */
  prefix?: string;
  ttlMs?: number;
  now?: () => number;
}

interface Stored<T> {
  value: T;
  expire: number | null;
}

function defaultStorage(): BrowserStoreOptions['storage'] | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

export function browserStore<T>(key: string, options: BrowserStoreOptions = {}): ValueStore<T> {
  const { prefix = '', ttlMs = SESSION_TTL_MS, now = Date.now } = options;
  const fullKey = prefix + key;
  let fallback: ValueStore<T> | undefined;
  const storage = () => {
    const s = options.storage ?? defaultStorage();
    if (!s) fallback ??= memoryStore<T>();
    return s;
  };
  return {
    get() {
      const s = storage();
      if (!s) return fallback!.get();
      const raw = s.getItem(fullKey);
      if (raw === null) return fallback?.get() ?? null;
      let stored: Stored<T>;
      try {
        stored = JSON.parse(raw) as Stored<T>;
      } catch {
        s.removeItem(fullKey);
        return null;
      }
      if (stored === null || typeof stored !== 'object' || !('value' in stored)) return null;
      if (typeof stored.expire === 'number' && stored.expire <= now()) {
        s.removeItem(fullKey);
        return null;
      }
      return stored.value ?? null;
    },
    set(value) {
      const s = storage();
      if (!s) return fallback!.set(value);
      fallback?.set(null);
      if (value === null) return s.removeItem(fullKey);
      const stored: Stored<T> = { value, expire: now() + ttlMs };
      try {
        s.setItem(fullKey, JSON.stringify(stored));
      } catch {
        // Quota or private mode: keep the session alive for this page rather than fail the login.
        fallback ??= memoryStore<T>();
        fallback.set(value);
      }
    },
  };
}
