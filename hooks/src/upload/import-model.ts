// The Excel import dialog (widgets-spec 导入EXCEL): pick .xls/.xlsx files, start the upload, watch its progress
// (bytes going up, then the server importing), cancel while the bytes travel, retry; then close and report ok on
// success, or show the partial-success notice (code 201) with the link to the error rows.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import { userMessageOf } from '../core/user-message.js';
import {
  createTransferModel,
  type TransferContext,
  type TransferModel,
  type TransferSnapshot,
} from './transfer-model.js';
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
  /** The progress bar's state: stage, percent, and whether cancel or retry is offered. */
  transfer: TransferSnapshot;
}

export interface ImportModelOptions<F extends PickedFile> {
  /**
   * Posts the files (multipart `files`) with the transfer's signal and progress listeners; resolves to the answer
   * envelope, rejects on a failed import.
   */
  importFiles: (
    files: readonly F[],
    context: Pick<TransferContext, 'signal' | 'onUploadProgress'>,
  ) => Promise<ImportAnswer>;
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
  /** Stops the import while its bytes go up (nothing is written); offered no longer once the server has them all. */
  cancel(): void;
  /** Sends the same files again after a failure or a cancel. */
  retry(): Promise<void>;
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
  const names = () =>
    store
      .getSnapshot()
      .files.map((f) => f.name)
      .join(',');
  // A write: once every byte is up the server may be committing, so cancel is no longer offered (a retry then
  // would import the rows twice).
  const transfer: TransferModel<ImportAnswer> = createTransferModel<ImportAnswer>(
    {
      work: (context) => options.importFiles(store.getSnapshot().files, context),
      cancelAfterUpload: false,
    },
    (error) => userMessageOf(error, t('upload.unknownError')),
  );
  const store = createObservableStore<ImportSnapshot<F>>({
    open: false,
    files: [],
    uploading: false,
    partial: null,
    transfer: transfer.getSnapshot(),
  });
  transfer.subscribe(() => {
    const snapshot = transfer.getSnapshot();
    store.update({ transfer: snapshot, uploading: snapshot.phase === 'running' });
  });

  async function run(): Promise<void> {
    const answer = await transfer.start();
    const state = transfer.getSnapshot();
    if (state.phase === 'cancelled') {
      store.notify('info', t('import.cancelled'));
      return;
    }
    if (state.phase === 'error' || !answer) {
      store.notify('warning', t('import.fileFailed', { file: names(), message: state.message ?? '' }));
      return;
    }
    if (answer.code === 201) {
      store.update({ files: [], partial: partialOf(answer) });
      transfer.reset();
      options.onImported?.();
      return;
    }
    store.notify('success', answer.message || t('import.fileSucceeded', { file: names() }));
    transfer.reset();
    store.update({ open: false, files: [], partial: null });
    options.onImported?.();
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    open() {
      transfer.reset();
      store.update({ open: true, files: [], partial: null });
    },
    close() {
      if (store.getSnapshot().uploading) return;
      transfer.reset();
      store.update({ open: false, files: [], partial: null });
    },
    pick(files) {
      if (files.length === 0 || store.getSnapshot().uploading) return;
      if (files.some((file) => !isExcelFile(file.name))) {
        store.notify('warning', t('import.onlyExcel'));
        return;
      }
      transfer.reset();
      store.update({ files: [...store.getSnapshot().files, ...files], partial: null });
    },
    remove(index) {
      if (store.getSnapshot().uploading) return;
      transfer.reset();
      store.update({ files: store.getSnapshot().files.filter((_, i) => i !== index) });
    },
    async start() {
      const { files, uploading } = store.getSnapshot();
      if (uploading) return;
      if (files.length === 0) {
        store.notify('warning', t('import.noFile'));
        return;
      }
      await run();
    },
    cancel: () => transfer.cancel(),
    retry: () => (store.getSnapshot().uploading ? Promise.resolve() : run()),
  };
}
