// React binding shared by every headless model here: read its snapshot through useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import type { Observable } from './observable-store.js';

export function useModelState<S>(model: Observable<S>): S {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
