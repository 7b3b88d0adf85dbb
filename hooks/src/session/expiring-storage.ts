// A value kept in Web Storage with an expiry time, for session data that lives 7 days (shell-spec 4.1, 9).

/** 7 days, the lifetime of token, user info and dictionary cache. */
export const SESSION_TTL_MS = 604_800_000;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ExpiringSlot<T> {
  get(): T | null;
  set(value: T): void;
  clear(): void;
}

interface Envelope<T> {
  value: T;
  expire: number;
}

export function createExpiringSlot<T>(
  storage: StorageLike,
  key: string,
  options: { ttlMs?: number; now?: () => number } = {},
): ExpiringSlot<T> {
  const ttlMs = options.ttlMs ?? SESSION_TTL_MS;
  const now = options.now ?? Date.now;
  return {
    get() {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      try {
        const parsed = JSON.parse(raw) as Partial<Envelope<T>>;
        if (typeof parsed.expire === 'number' && parsed.expire > now() && parsed.value !== undefined) {
          return parsed.value;
        }
      } catch {
        // A value we cannot read is as good as none; drop it below.
      }
      storage.removeItem(key);
      return null;
    },
    set(value) {
      storage.setItem(key, JSON.stringify({ value, expire: now() + ttlMs } satisfies Envelope<T>));
    },
    clear() {
      storage.removeItem(key);
    },
  };
}

/** Storage that forgets on reload: for Node and for hosts without localStorage. */
export function createMemoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
