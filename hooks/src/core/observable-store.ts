// The subscribe/getSnapshot core every headless model here shares, plus the notice channel UIs render as toasts.

export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

/** A message for the user; the model decides the text (from the catalog), the UI only shows it. */
export interface Notice {
  level: NoticeLevel;
  text: string;
}

/** What any UI needs of a model: its current snapshot and a change signal. */
export interface Observable<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

export interface ObservableStore<S> extends Observable<S> {
  /** Replaces the snapshot (a new object, so useSyncExternalStore sees the change) and tells subscribers. */
  set(next: S): void;
  update(patch: Partial<S>): void;
  onNotice(listener: (notice: Notice) => void): () => void;
  notify(level: NoticeLevel, text: string): void;
}

export function createObservableStore<S extends object>(initial: S): ObservableStore<S> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const noticeListeners = new Set<(notice: Notice) => void>();
  const set = (next: S) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set,
    update: (patch) => set({ ...snapshot, ...patch }),
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    notify(level, text) {
      noticeListeners.forEach((listener) => listener({ level, text }));
    },
  };
}
