// React bindings of the layout: device and sidebar state, and the kept-alive page names.
import { useSyncExternalStore } from 'react';
import type { KeepAliveModel } from './keep-alive-model.js';
import type { LayoutModel, LayoutSnapshot } from './layout-model.js';

export function useLayout(model: LayoutModel): LayoutSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}

export function useKeepAlive(model: KeepAliveModel): readonly string[] {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
