// One transfer the user watches (an import going up, an export coming down): its stage and percent for the
// progress bar, cancel while it may still be undone, and retry of the same work after a failure or a cancel.
import type { TransferProgress } from '@clinic/sdk';
import { createObservableStore } from '../core/observable-store.js';

/** idle → running → done | error | cancelled; retry runs the same work again. */
export type TransferPhase = 'idle' | 'running' | 'done' | 'error' | 'cancelled';

/** What the bytes are doing: going up, the server working on them (no percent to tell), coming down. */
export type TransferStage = 'upload' | 'processing' | 'download';

export interface TransferSnapshot {
  phase: TransferPhase;
  stage: TransferStage | null;
  /** 0-100 while bytes move and the size is known; null while the server works or the size is unknown. */
  percent: number | null;
  /** The failure's text (phase error). */
  message: string | null;
  /** Cancel is offered: running, and (for writes) the bytes not all sent yet. */
  cancelable: boolean;
}

/** What a running transfer reports through. */
export interface TransferContext {
  signal: AbortSignal;
  /** Body bytes going up; at the last byte the stage becomes processing. */
  onUploadProgress(progress: TransferProgress): void;
  /** Answer bytes coming down. */
  onDownloadProgress(progress: TransferProgress): void;
}

export interface TransferOptions<T> {
  work: (context: TransferContext) => Promise<T>;
  /**
   * Whether cancel may still be offered once every byte went up. A write the server may already be committing must
   * not be cancelled then (the user would retry and write twice); a read can always be.
   */
  cancelAfterUpload?: boolean;
  /** The stage before any byte moves: 'upload' for a write with a body, 'processing' for a read. */
  firstStage?: TransferStage;
}

export interface TransferModel<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TransferSnapshot;
  /** Runs the work; resolves to its result, or null when it failed or was cancelled (the snapshot says which). */
  start(): Promise<T | null>;
  cancel(): void;
  /** Runs the same work again (after error or cancel). */
  retry(): Promise<T | null>;
  /** Back to idle (a closed dialog); a running transfer is cancelled first. */
  reset(): void;
}

/** Failure text of a transfer: the caller maps errors to the user's message. */
export type TransferMessage = (error: unknown) => string;

const IDLE: TransferSnapshot = {
  phase: 'idle',
  stage: null,
  percent: null,
  message: null,
  cancelable: false,
};

/** Whole percent of the bytes moved, never 100 before the last byte. */
export function percentOf(progress: TransferProgress): number | null {
  if (progress.total === null || progress.total <= 0) return null;
  if (progress.loaded >= progress.total) return 100;
  return Math.min(99, Math.floor((progress.loaded / progress.total) * 100));
}

/** The reason an abort by `cancel` carries, so a cancel is told from a failure. */
export class TransferCancelled extends Error {
  override name = 'TransferCancelled';
  constructor() {
    super('cancelled');
  }
}

export function createTransferModel<T>(
  options: TransferOptions<T>,
  messageOf: TransferMessage,
): TransferModel<T> {
  const store = createObservableStore<TransferSnapshot>(IDLE);
  const cancelAfterUpload = options.cancelAfterUpload ?? true;
  let controller: AbortController | null = null;
  let run = 0;

  async function start(): Promise<T | null> {
    controller?.abort(new TransferCancelled());
    const mine = ++run;
    const current = new AbortController();
    controller = current;
    const live = () => mine === run;
    const stage = options.firstStage ?? 'upload';
    store.set({
      phase: 'running',
      stage,
      percent: stage === 'upload' ? 0 : null,
      message: null,
      cancelable: true,
    });
    const context: TransferContext = {
      signal: current.signal,
      onUploadProgress(progress) {
        if (!live() || store.getSnapshot().phase !== 'running') return;
        const percent = percentOf(progress);
        if (percent === 100)
          store.update({ stage: 'processing', percent: null, cancelable: cancelAfterUpload });
        else store.update({ stage: 'upload', percent });
      },
      onDownloadProgress(progress) {
        if (!live() || store.getSnapshot().phase !== 'running') return;
        store.update({ stage: 'download', percent: percentOf(progress), cancelable: true });
      },
    };
    try {
      const result = await options.work(context);
      if (!live()) return null;
      controller = null;
      store.set({ phase: 'done', stage: null, percent: 100, message: null, cancelable: false });
      return result;
    } catch (error) {
      if (!live()) return null;
      controller = null;
      if (current.signal.aborted && current.signal.reason instanceof TransferCancelled) {
        store.set({ phase: 'cancelled', stage: null, percent: null, message: null, cancelable: false });
        return null;
      }
      store.set({ phase: 'error', stage: null, percent: null, message: messageOf(error), cancelable: false });
      return null;
    }
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start,
    cancel() {
      const snapshot = store.getSnapshot();
      if (snapshot.phase !== 'running' || !snapshot.cancelable) return;
      controller?.abort(new TransferCancelled());
    },
    retry: start,
    reset() {
      if (controller) {
        run++;
        controller.abort(new TransferCancelled());
        controller = null;
      }
      store.set(IDLE);
    },
  };
}
