// React binding of the department switch dialog.
import { useSyncExternalStore } from 'react';
import type { DepartModel } from './depart-model.js';
import type { DepartSnapshot } from './depart-types.js';

export function useDepartSwitch(model: DepartModel): DepartSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
