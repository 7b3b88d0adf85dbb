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

export interface DictSearchModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DictSearchSnapshot;
  /** Each keystroke restarts the 800 ms wait; only the last keyword is searched. */
  type(keyword: string): void;
  searchNow(keyword?: string): Promise<void>;
  /** Shows a stored value's label: asks the server only for values whose label is unknown. */
  backfill(value: string | null | undefined): Promise<void>;
  labelOf(value: string | null | undefined): string;
  dispose(): void;
}

export function createDictSearchModel(
  code: string,
  source: DictSearchSource,
  debounceMs: number = DICT_LIMITS.searchDebounceMs,
): DictSearchModel {
  const store = createObservableStore<DictSearchSnapshot>({
    keyword: '',
    options: [],
    loading: false,
    labels: {},
    error: code.trim() ? null : dictMessages.codeRequired,
  });
  const snapshot = store.getSnapshot;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let seq = 0;

  const searchNow = async (keyword = snapshot().keyword): Promise<void> => {
    if (!code.trim()) return;
    const mine = ++seq;
    store.update({ loading: true, error: null });
    try {
      const options = await source.search(code, keyword, DICT_LIMITS.searchPageSize);
      if (mine !== seq) return;
      const labels = { ...snapshot().labels };
      options.forEach((o) => (labels[o.value] = o.text));
      store.update({ options, loading: false, labels });
    } catch (error) {
      if (mine !== seq) return;
      store.update({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: snapshot,
    type(keyword) {
      store.update({ keyword });
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void searchNow(keyword), debounceMs);
    },
    searchNow,
    async backfill(value) {
      if (!value || !code.trim()) return;
      const values = value.split(',').filter((v) => v !== '');
      const missing = values.filter((v) => !(v in snapshot().labels));
      if (missing.length === 0) return;
      const texts = await source.labels(code, missing);
      const labels = { ...snapshot().labels };
      missing.forEach((v, i) => (labels[v] = texts[i] ?? v));
      store.update({ labels });
    },
    labelOf(value) {
      if (!value) return '';
      const { labels } = snapshot();
      return value
        .split(',')
        .map((v) => labels[v] ?? v)
        .join(',');
    },
    dispose() {
      if (timer) clearTimeout(timer);
    },
  };
}

/** What a search option shows beside its label (女 · 1956-03-02): its title less the label, or nothing. */
export function optionDetail(option: DictOption): string {
  if (!option.title || option.title === option.text) return '';
  const prefix = `${option.text} · `;
  return option.title.startsWith(prefix) ? option.title.slice(prefix.length) : option.title;
}
