// React binding of the upload list model: one model per widget, its snapshot through useSyncExternalStore.
import type { PickedFile, UploadListModel, UploadListSnapshot } from './upload-list-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useUploadList<F extends PickedFile>(model: UploadListModel<F>): UploadListSnapshot {
  return useModelState(model);
}
