// Search select: keyword search debounced 800 ms (page size 10) and the label back-fill of the current value.
import { createObservableStore } from '../core/observable-store.js';
import { DICT_LIMITS, dictMessages } from './dict-messages.js';
import type { DictOption } from './dict-cache.js';

export interface DictSearchSource {
  search(code: string, keyword: string, pageSize: number): Promise<DictOption[]>;
  /** Labels of the given values, in order (loadDictItem). */
  labels(code: string, values: string[]): Promise<string[]>;
}

export interface DictSearchSnapshot {
  keyword: string;
  options: DictOption[];
  loading: boolean;
  /** value → label of the current value, back-filled from the server when not among the options. */
  labels: Record<string, string>;
  error: string | null;
}

export class DictSearchModel {
  private readonly store = createObservableStore<DictSearchSnapshot>({
    keyword: '',
    options: [],
    loading: false,
    labels: {},
    error: null,
  });
  private timer: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;

  constructor(
    private readonly code: string,
    private readonly source: DictSearchSource,
    private readonly debounceMs: number = DICT_LIMITS.searchDebounceMs,
  ) {
    if (!code.trim()) this.store.update({ error: dictMessages.codeRequired });
  }

  subscribe = (listener: () => void) => this.store.subscribe(listener);
  getSnapshot = () => this.store.getSnapshot();

  /** Each keystroke restarts the 800 ms wait; only the last keyword is searched. */
  type(keyword: string): void {
    this.store.update({ keyword });
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.searchNow(keyword), this.debounceMs);
  }

  async searchNow(keyword = this.getSnapshot().keyword): Promise<void> {
    if (!this.code.trim()) return;
    const seq = ++this.seq;
    this.store.update({ loading: true, error: null });
    try {
      const options = await this.source.search(this.code, keyword, DICT_LIMITS.searchPageSize);
      if (seq !== this.seq) return;
      const labels = { ...this.getSnapshot().labels };
      options.forEach((o) => (labels[o.value] = o.text));
      this.store.update({ options, loading: false, labels });
    } catch (error) {
      if (seq !== this.seq) return;
      this.store.update({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Shows a stored value's label: asks the server only for values whose label is unknown. */
  async backfill(value: string | null | undefined): Promise<void> {
    if (!value || !this.code.trim()) return;
    const values = value.split(',').filter((v) => v !== '');
    const missing = values.filter((v) => !(v in this.getSnapshot().labels));
    if (missing.length === 0) return;
    const texts = await this.source.labels(this.code, missing);
    const labels = { ...this.getSnapshot().labels };
    missing.forEach((v, i) => (labels[v] = texts[i] ?? v));
    this.store.update({ labels });
  }

  labelOf(value: string | null | undefined): string {
    if (!value) return '';
    const { labels } = this.getSnapshot();
    return value
      .split(',')
      .map((v) => labels[v] ?? v)
      .join(',');
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
