// The Excel import dialog (widgets-spec 导入EXCEL): pick .xls/.xlsx files, start the upload, then close and report
// ok on success, or show the partial-success notice (code 201) with the link to the error rows.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import { userMessageOf } from '../session/user-message.js';
import type { PickedFile } from './upload-list-model.js';

export interface ImportAnswer {
  code: number;
  message: string;
  result?: unknown;
}

export interface ImportPartial {
  message: string;
  /** Where the workbook of the refused rows is stored (an API path to download). */
  fileUrl: string | null;
  fileName: string | null;
}

export interface ImportSnapshot<F extends PickedFile = PickedFile> {
  open: boolean;
  files: F[];
  uploading: boolean;
  /** Set after a code 201 answer: imported, with some rows refused. */
  partial: ImportPartial | null;
}

export interface ImportModelOptions<F extends PickedFile> {
  /** Posts the files (multipart `files`); resolves to the answer envelope, rejects on a failed import. */
  importFiles: (files: readonly F[]) => Promise<ImportAnswer>;
  /** After an import wrote rows (success or partial): the list reloads. */
  onImported?: () => void;
}

export interface ImportModel<F extends PickedFile = PickedFile> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ImportSnapshot<F>;
  onNotice(listener: (notice: Notice) => void): () => void;
  open(): void;
  close(): void;
  /** Adds files; anything but .xls / .xlsx is refused with the format message and nothing is added. */
  pick(files: readonly F[]): void;
  remove(index: number): void;
  start(): Promise<void>;
}

export function isExcelFile(name: string): boolean {
  return /\.(xls|xlsx)$/i.test(name.trim());
}

function partialOf(answer: ImportAnswer): ImportPartial {
  const result = (answer.result ?? {}) as { msg?: unknown; fileUrl?: unknown; fileName?: unknown };
  const text = typeof result.msg === 'string' && result.msg ? result.msg : answer.message;
  return {
    message: text,
    fileUrl: typeof result.fileUrl === 'string' && result.fileUrl ? result.fileUrl : null,
    fileName: typeof result.fileName === 'string' && result.fileName ? result.fileName : null,
  };
}

export function createImportModel<F extends PickedFile>(options: ImportModelOptions<F>): ImportModel<F> {
  const store = createObservableStore<ImportSnapshot<F>>({
    open: false,
    files: [],
    uploading: false,
    partial: null,
  });
  const names = () =>
    store
      .getSnapshot()
      .files.map((f) => f.name)
      .join(',');

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    open: () => store.set({ open: true, files: [], uploading: false, partial: null }),
    close() {
      if (store.getSnapshot().uploading) return;
      store.set({ open: false, files: [], uploading: false, partial: null });
    },
    pick(files) {
      if (files.length === 0) return;
      if (files.some((file) => !isExcelFile(file.name))) {
        store.notify('warning', t('import.onlyExcel'));
        return;
      }
      store.update({ files: [...store.getSnapshot().files, ...files], partial: null });
    },
    remove(index) {
      store.update({ files: store.getSnapshot().files.filter((_, i) => i !== index) });
    },
    async start() {
      const { files, uploading } = store.getSnapshot();
      if (uploading) return;
      if (files.length === 0) {
        store.notify('warning', t('import.noFile'));
        return;
      }
      store.update({ uploading: true });
      try {
        const answer = await options.importFiles(files);
        if (answer.code === 201) {
          store.update({ uploading: false, files: [], partial: partialOf(answer) });
          options.onImported?.();
          return;
        }
        store.notify('success', answer.message || t('import.fileSucceeded', { file: names() }));
        store.set({ open: false, files: [], uploading: false, partial: null });
        options.onImported?.();
      } catch (error) {
        const message = userMessageOf(error, t('upload.failed'));
        store.notify('warning', t('import.fileFailed', { file: names(), message }));
        store.update({ uploading: false });
      }
    },
  };
}
