// A small time-boxed cache: popup report answers are kept per group id (30 s by default) and shared by pickers.

export class ResponseCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Answers the cached promise while fresh; a failed load is forgotten so the next call retries. */
  get<T>(group: string, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${group}\u0000${key}`;
    const hit = this.entries.get(id);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(id, { at: this.now(), value });
    value.catch(() => this.entries.delete(id));
    return value;
  }

  clear(group?: string): void {
    if (group === undefined) return this.entries.clear();
    for (const id of this.entries.keys()) if (id.startsWith(`${group}\u0000`)) this.entries.delete(id);
  }
}
