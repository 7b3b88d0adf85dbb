// React binding of the import model: its snapshot through useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import type { ImportModel, ImportSnapshot } from './import-model.js';
import type { PickedFile } from './upload-list-model.js';

export function useImport<F extends PickedFile>(model: ImportModel<F>): ImportSnapshot<F> {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
