// A small time-boxed cache: popup report answers are kept per group id (30 s by default) and shared by pickers.

export interface ResponseCache {
  /** Answers the cached promise while fresh; a failed load is forgotten so the next call retries. */
  get<T>(group: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets one group's answers, or every answer without a group. */
  clear(group?: string): void;
}

export function createResponseCache(ttlMs = 30_000, now: () => number = () => Date.now()): ResponseCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(group: string, key: string, load: () => Promise<T>): Promise<T> {
      const id = `${group}\u0000${key}`;
      const hit = entries.get(id);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
      const value = load();
      entries.set(id, { at: now(), value });
      value.catch(() => entries.delete(id));
      return value;
    },
    clear(group) {
      if (group === undefined) return entries.clear();
      for (const id of entries.keys()) if (id.startsWith(`${group}\u0000`)) entries.delete(id);
    },
  };
}
