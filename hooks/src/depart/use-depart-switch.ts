// React binding of the department switch dialog.
import type { DepartModel } from './depart-model.js';
import type { DepartSnapshot } from './depart-types.js';
import { useModelState } from '../core/use-model-state.js';

export function useDepartSwitch(model: DepartModel): DepartSnapshot {
  return useModelState(model);
}
