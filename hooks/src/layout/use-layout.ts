// React bindings of the layout: device and sidebar state, and the kept-alive page names.
import type { KeepAliveModel } from './keep-alive-model.js';
import type { LayoutModel, LayoutSnapshot } from './layout-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useLayout(model: LayoutModel): LayoutSnapshot {
  return useModelState(model);
}

export function useKeepAlive(model: KeepAliveModel): readonly string[] {
  return useModelState(model);
}
