// React binding shared by the headless picker, dictionary, area and control models: read a model's snapshot.
import { useSyncExternalStore } from 'react';

export interface Observable<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

export function useModelState<S>(model: Observable<S>): S {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
