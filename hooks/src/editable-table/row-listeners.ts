// Listeners per row key: a keystroke notifies the one row it changed, so one row re-renders.
export interface RowListeners {
  subscribe(rowKey: string, listener: () => void): () => void;
  notify(rowKey: string): void;
}

export function createRowListeners(): RowListeners {
  const byRow = new Map<string, Set<() => void>>();
  return {
    subscribe(rowKey, listener) {
      let set = byRow.get(rowKey);
      if (!set) byRow.set(rowKey, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byRow.delete(rowKey);
      };
    },
    notify(rowKey) {
      byRow.get(rowKey)?.forEach((listener) => listener());
    },
  };
}
