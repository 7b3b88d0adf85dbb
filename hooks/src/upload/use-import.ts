// React binding of the import model: its snapshot through useSyncExternalStore.
import type { ImportModel, ImportSnapshot } from './import-model.js';
import type { PickedFile } from './upload-list-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useImport<F extends PickedFile>(model: ImportModel<F>): ImportSnapshot<F> {
  return useModelState(model);
}
