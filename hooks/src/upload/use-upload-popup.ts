// React binding of the upload pop-up model: open, the files inside and their count.
import type { UploadPopupModel, UploadPopupSnapshot } from './upload-popup-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useUploadPopup(model: UploadPopupModel): UploadPopupSnapshot {
  return useModelState(model);
}
