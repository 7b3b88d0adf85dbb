// Dictionary items cached 7 days under a version: a new server version (after a cache refresh) shows edits without re-login.
import { DICT_LIMITS, dictMessages } from './dict-messages.js';

export interface DictOption {
  value: string;
  text: string;
  color?: string | null;
  /** Search answers of tables declaring pickerDetail: the label with what tells same-named rows apart. */
  title?: string;
}

/** Where entries live between page loads (localStorage in the browser, a Map in tests and Node). */
export interface DictStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Every stored key, so one user's entries can all go at logout. */
  keys?(): string[];
}

export interface DictCacheOptions {
  load: (code: string) => Promise<DictOption[]>;
  storage?: DictStorage;
  now?: () => number;
  ttlMs?: number;
  prefix?: string;
}

interface Entry {
  items: DictOption[];
  expiresAt: number;
  version: string;
}

export function memoryDictStorage(): DictStorage {
  const map = new Map<string, string>();
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}

export interface DictCache {
  getVersion(): string;
  /** The server's dictionary version (refleshCache answers it); entries of another version are reloaded on next use. */
  setVersion(version: string | number): void;
  /** Fresh entries come from the cache; `字典Code不能为空!` for an empty code. */
  items(code: string): Promise<DictOption[]>;
  /** Synchronous read for first paint; null when missing, expired or of another version. */
  peek(code: string): DictOption[] | null;
  /** Stores many dictionaries at once (the login answer's items, shell-spec 4.1), fresh for the cache's lifetime. */
  fill(all: Readonly<Record<string, readonly DictOption[]>>): number;
  invalidate(code?: string): void;
  /** Drops every entry and the version (logout, shell-spec 4.1): the next user loads the dictionaries afresh. */
  clear(): void;
}

export function createDictCache(options: DictCacheOptions): DictCache {
  const storage = options.storage ?? memoryDictStorage();
  const now = options.now ?? (() => Date.now());
  const ttlMs = options.ttlMs ?? DICT_LIMITS.cacheMs;
  const prefix = options.prefix ?? 'DICT_CACHE:';
  const inflight = new Map<string, Promise<DictOption[]>>();
  let version = storage.get(`${prefix}@version`) ?? '0';

  const read = (key: string): DictOption[] | null => {
    const raw = storage.get(prefix + key);
    if (!raw) return null;
    try {
      const entry = JSON.parse(raw) as Entry;
      if (entry.version !== version || entry.expiresAt <= now() || !Array.isArray(entry.items)) return null;
      return entry.items;
    } catch {
      return null;
    }
  };

  const setVersion = (next: string | number) => {
    version = String(next);
    storage.set(`${prefix}@version`, version);
    inflight.clear();
  };

  return {
    getVersion: () => version,
    setVersion,
    async items(code) {
      const key = code.trim();
      if (!key) throw new Error(dictMessages.codeRequired);
      const cached = read(key);
      if (cached) return cached;
      const pending = inflight.get(key);
      if (pending) return pending;
      const loading = options
        .load(key)
        .then((items) => {
          const entry: Entry = { items, expiresAt: now() + ttlMs, version };
          storage.set(prefix + key, JSON.stringify(entry));
          return items;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, loading);
      return loading;
    },
    peek: (code) => read(code.trim()),
    fill(all) {
      let stored = 0;
      for (const [code, items] of Object.entries(all)) {
        const key = code.trim();
        if (!key || !Array.isArray(items)) continue;
        const entry: Entry = { items: [...items], expiresAt: now() + ttlMs, version };
        storage.set(prefix + key, JSON.stringify(entry));
        stored += 1;
      }
      return stored;
    },
    invalidate(code) {
      if (code) storage.remove(prefix + code.trim());
      else setVersion(`${version}+`);
    },
    clear() {
      inflight.clear();
      for (const key of storage.keys?.() ?? []) {
        if (key.startsWith(prefix)) storage.remove(key);
      }
      version = '0';
    },
  };
}

/** Label of a stored value (comma-separated for several). */
export function dictLabel(items: readonly DictOption[], value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return value
    .split(',')
    .map((v) => items.find((i) => i.value === v)?.text ?? v)
    .join(',');
}
