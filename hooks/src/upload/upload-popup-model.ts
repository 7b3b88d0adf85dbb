// The file/image upload pop-up (widgets-spec: 520 by 200, file count default 0): a field opens it with its files,
// uploads happen inside, 确定 hands the files back, and 确定 with none says 未上传任何文件.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import { splitPaths } from './upload-list-model.js';

export const UPLOAD_POPUP_SIZE = { width: 520, height: 200 } as const;

export interface UploadPopupSnapshot {
  open: boolean;
  /** The comma-joined stored paths inside the pop-up (not yet handed back). */
  value: string;
  /** How many files the value holds (0 by default). */
  count: number;
}

export interface UploadPopupModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UploadPopupSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  open(value: string): void;
  /** The upload list inside changed (a file done, removed or moved). */
  change(value: string): void;
  /** Hands the files back and closes; with none, 未上传任何文件 and it stays open. */
  confirm(): void;
  cancel(): void;
}

export function createUploadPopupModel(onConfirm: (value: string) => void): UploadPopupModel {
  const store = createObservableStore<UploadPopupSnapshot>({ open: false, value: '', count: 0 });
  const withValue = (value: string) => ({ value, count: splitPaths(value).length });
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    open: (value) => store.set({ open: true, ...withValue(value) }),
    change: (value) => store.update(withValue(value)),
    confirm() {
      const { value, count } = store.getSnapshot();
      if (count === 0) {
        store.notify('warning', t('upload.noFile'));
        return;
      }
      onConfirm(splitPaths(value).join(','));
      store.update({ open: false });
    },
    cancel: () => store.update({ open: false }),
  };
}
