// React binding of the upload list model: one model per widget, its snapshot through useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import type { PickedFile, UploadListModel, UploadListSnapshot } from './upload-list-model.js';

export function useUploadList<F extends PickedFile>(model: UploadListModel<F>): UploadListSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
