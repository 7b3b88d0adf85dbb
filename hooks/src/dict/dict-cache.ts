// Dictionary items cached 7 days under a version: a new server version (after a cache refresh) shows edits without re-login.
import { DICT_LIMITS, dictMessages } from './dict-messages.js';

export interface DictOption {
  value: string;
  text: string;
  color?: string | null;
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

export class DictCache {
  private version: string;
  private readonly inflight = new Map<string, Promise<DictOption[]>>();
  private readonly storage: DictStorage;
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly prefix: string;

  constructor(private readonly options: DictCacheOptions) {
    this.storage = options.storage ?? memoryDictStorage();
    this.now = options.now ?? (() => Date.now());
    this.ttlMs = options.ttlMs ?? DICT_LIMITS.cacheMs;
    this.prefix = options.prefix ?? 'DICT_CACHE:';
    this.version = this.storage.get(`${this.prefix}@version`) ?? '0';
  }

  getVersion(): string {
    return this.version;
  }

  /** The server's dictionary version (refleshCache answers it); entries of another version are reloaded on next use. */
  setVersion(version: string | number): void {
    this.version = String(version);
    this.storage.set(`${this.prefix}@version`, this.version);
    this.inflight.clear();
  }

  /** Fresh entries come from the cache; `字典Code不能为空!` for an empty code. */
  async items(code: string): Promise<DictOption[]> {
    const key = code.trim();
    if (!key) throw new Error(dictMessages.codeRequired);
    const cached = this.read(key);
    if (cached) return cached;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const loading = this.options
      .load(key)
      .then((items) => {
        const entry: Entry = { items, expiresAt: this.now() + this.ttlMs, version: this.version };
        this.storage.set(this.prefix + key, JSON.stringify(entry));
        return items;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, loading);
    return loading;
  }

  /** Synchronous read for first paint; null when missing, expired or of another version. */
  peek(code: string): DictOption[] | null {
    return this.read(code.trim());
  }

  /** Stores many dictionaries at once (the login answer's items, shell-spec 4.1), fresh for the cache's lifetime. */
  fill(all: Readonly<Record<string, readonly DictOption[]>>): number {
    let stored = 0;
    for (const [code, items] of Object.entries(all)) {
      const key = code.trim();
      if (!key || !Array.isArray(items)) continue;
      const entry: Entry = { items: [...items], expiresAt: this.now() + this.ttlMs, version: this.version };
      this.storage.set(this.prefix + key, JSON.stringify(entry));
      stored += 1;
    }
    return stored;
  }

  invalidate(code?: string): void {
    if (code) this.storage.remove(this.prefix + code.trim());
    else this.setVersion(`${this.version}+`);
  }

  /** Drops every entry and the version (logout, shell-spec 4.1): the next user loads the dictionaries afresh. */
  clear(): void {
    this.inflight.clear();
    for (const key of this.storage.keys?.() ?? []) {
      if (key.startsWith(this.prefix)) this.storage.remove(key);
    }
    this.version = '0';
  }

  private read(key: string): DictOption[] | null {
    const raw = this.storage.get(this.prefix + key);
    if (!raw) return null;
    try {
      const entry = JSON.parse(raw) as Entry;
      if (entry.version !== this.version || entry.expiresAt <= this.now() || !Array.isArray(entry.items))
        return null;
      return entry.items;
    } catch {
      return null;
    }
  }
}

/** Label of a stored value (comma-separated for several). */
export function dictLabel(items: readonly DictOption[], value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return value
    .split(',')
    .map((v) => items.find((i) => i.value === v)?.text ?? v)
    .join(',');
}
