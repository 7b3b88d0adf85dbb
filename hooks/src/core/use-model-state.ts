// React binding shared by every headless model here: read its snapshot through useSyncExternalStore.
import { useSyncExternalStore } from 'react';

export interface Observable<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

export function useModelState<S>(model: Observable<S>): S {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
