// A list page's export as the user watches it: which export runs (导出 / 通用导出), the server preparing the file
// and then its bytes coming down (the progress bar), cancel at any time (a read), retry after a failure or a
// cancel, and the saved file; a failure says 文件下载失败 or 未知的文件.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import {
  createTransferModel,
  type TransferContext,
  type TransferSnapshot,
} from '../upload/transfer-model.js';
import { EXPORT_MESSAGES, ExportError, type ExportCallOptions, type ExportedFile } from './export-file.js';

export type ExportWork = (options: ExportCallOptions) => Promise<ExportedFile>;

export interface ExportSnapshot {
  /** The export's button text while it runs or after it failed; null when nothing is shown. */
  label: string | null;
  transfer: TransferSnapshot;
}

export interface ExportModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ExportSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Starts an export (a running one is cancelled first); the file is handed to `save` when it is whole. */
  run(label: string, work: ExportWork): Promise<void>;
  cancel(): void;
  retry(): Promise<void>;
  /** Hides the finished, failed or cancelled panel. */
  dismiss(): void;
}

export function exportMessageOf(error: unknown): string {
  return error instanceof ExportError ? error.message : EXPORT_MESSAGES.downloadFailed;
}

export function createExportModel(save: (file: ExportedFile) => void): ExportModel {
  let work: ExportWork | null = null;
  const transfer = createTransferModel<ExportedFile>(
    {
      work: (context: TransferContext) =>
        work!({ signal: context.signal, onDownloadProgress: context.onDownloadProgress }),
      firstStage: 'processing',
    },
    exportMessageOf,
  );
  const store = createObservableStore<ExportSnapshot>({ label: null, transfer: transfer.getSnapshot() });
  transfer.subscribe(() => store.update({ transfer: transfer.getSnapshot() }));

  async function go(): Promise<void> {
    const file = await transfer.start();
    const state = transfer.getSnapshot();
    if (state.phase === 'error') store.notify('warning', state.message ?? EXPORT_MESSAGES.downloadFailed);
    if (state.phase === 'cancelled') store.notify('info', t('export.cancelled'));
    if (!file) return;
    save(file);
    transfer.reset();
    store.update({ label: null });
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    run(label, next) {
      work = next;
      store.update({ label });
      return go();
    },
    cancel: () => transfer.cancel(),
    retry: () => (work && transfer.getSnapshot().phase !== 'running' ? go() : Promise.resolve()),
    dismiss() {
      if (transfer.getSnapshot().phase === 'running') return;
      transfer.reset();
      store.update({ label: null });
    },
  };
}
