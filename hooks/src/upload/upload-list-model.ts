// The upload widgets' list (widgets-spec §4 Upload): uploading (with its percent) → done / error / cancelled, the
// value emitted only on done or removed, cancel and retry of one file, type checks per mode, the failure messages
// of widgets-spec 8 (上传出错 for images, '{file} 上传失败.' otherwise), and moving an image left or right.
import type { TransferProgress } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import { userMessageOf } from '../core/user-message.js';
import { percentOf } from './transfer-model.js';

/** Upload file type modes: '1' image, '2' video, '3' file (widgets-spec §8). */
export type UploadMode = 'image' | 'video' | 'file';

export const UPLOAD_MODE_CODES: Record<'1' | '2' | '3', UploadMode> = {
  '1': 'image',
  '2': 'video',
  '3': 'file',
};

export type UploadStatus = 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadItem {
  uid: string;
  /** The name to show: the picked file's, or the stored path's last segment for values read back. */
  name: string;
  size: number | null;
  status: UploadStatus;
  /** 0-100 while uploading (null while the size is unknown); 100 once done. */
  percent: number | null;
  /** Stored path once done. */
  path: string | null;
  /** Why it failed: the server's message, or 未知错误. */
  message: string | null;
  /** The picked file is still held, so retry can send it again (error or cancelled). */
  retryable: boolean;
}

/** widgets-spec 8 "Image upload error": the dialog 上传出错 with 错误信息 and the message. */
export interface UploadErrorDialog {
  file: string;
  message: string;
}

export interface UploadListSnapshot {
  items: UploadItem[];
  uploading: boolean;
  error: UploadErrorDialog | null;
}

/** The bytes the model needs from a picked file (a DOM File satisfies it). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** What one upload gets: the signal cancel aborts, and where to report its bytes. */
export interface UploadContext {
  signal: AbortSignal;
  onProgress(progress: TransferProgress): void;
}

/** Stores one file; resolves to its stored path. */
export type Uploader<F> = (file: F, context: UploadContext) => Promise<string>;

export interface UploadListOptions<F extends PickedFile> {
  mode?: UploadMode;
  upload: Uploader<F>;
  /** Called with the comma-joined stored paths of the done items, only when an upload is done or an item removed. */
  onChange?: (value: string) => void;
  /** Keep only one file: a new upload replaces the list. */
  single?: boolean;
}

export interface UploadListModel<F extends PickedFile = PickedFile> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UploadListSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Takes the field's value from outside (a form reset or a record read back); names known from uploads are kept. */
  sync(value: string): void;
  /** Checks the type of every file first (nothing uploads when one is refused), then uploads them in order. */
  add(files: readonly F[]): Promise<void>;
  /** Stops a file while it uploads; it stays in the list as cancelled, ready to retry. */
  cancel(uid: string): void;
  /** Sends a failed or cancelled file again. */
  retry(uid: string): Promise<void>;
  remove(uid: string): void;
  /** Moves an item one place left (-1) or right (+1); at the ends nothing moves and a warning says why. */
  move(uid: string, step: -1 | 1): void;
  /** Closes the 上传出错 dialog. */
  dismissError(): void;
  value(): string;
}

export function splitPaths(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

export function fileNameOfPath(path: string): string {
  return path.split('/').pop() || path;
}

/**
 * The name to show for a stored path: its last segment without the random token the server or the direct uploader
 * put before the original name (`3f9a0c1b2d4e_转诊单.pdf` → `转诊单.pdf`).
 */
export function displayNameOfPath(path: string): string {
  const name = fileNameOfPath(path);
  return name.replace(/^[a-z0-9]{6,12}_(?=.)/, '');
}

export function acceptsFile(mode: UploadMode, file: Pick<PickedFile, 'type'>): boolean {
  if (mode === 'image') return file.type.startsWith('image/');
  if (mode === 'video') return file.type.startsWith('video/');
  return true;
}

/** The reason cancel aborts an upload with, so a cancel is not reported as a failure. */
class UploadCancelled extends Error {
  override name = 'UploadCancelled';
}

export function createUploadListModel<F extends PickedFile>(
  options: UploadListOptions<F>,
): UploadListModel<F> {
  const mode = options.mode ?? 'file';
  const store = createObservableStore<UploadListSnapshot>({ items: [], uploading: false, error: null });
  const knownNames = new Map<string, string>();
  /** Picked files of items not yet done, for retry; and the controllers of the uploads in flight. */
  const pickedFiles = new Map<string, F>();
  const running = new Map<string, AbortController>();
  let nextUid = 0;
  const uid = () => `u${++nextUid}`;

  const setItems = (items: UploadItem[]) =>
    store.update({ items, uploading: items.some((item) => item.status === 'uploading') });
  const doneValue = (items: readonly UploadItem[]) =>
    items.flatMap((item) => (item.status === 'done' && item.path ? [item.path] : [])).join(',');
  const emit = () => options.onChange?.(doneValue(store.getSnapshot().items));
  const present = (id: string) => store.getSnapshot().items.some((item) => item.uid === id);
  const patch = (id: string, change: Partial<UploadItem>) =>
    setItems(store.getSnapshot().items.map((item) => (item.uid === id ? { ...item, ...change } : item)));

  async function send(id: string): Promise<void> {
    const file = pickedFiles.get(id);
    if (!file || !present(id)) return;
    const controller = new AbortController();
    running.set(id, controller);
    patch(id, { status: 'uploading', percent: 0, message: null, retryable: false });
    try {
      const path = await options.upload(file, {
        signal: controller.signal,
        onProgress(progress) {
          const percent = percentOf(progress);
          if (running.get(id) === controller && percent !== null)
            patch(id, { percent: Math.min(99, percent) });
        },
      });
      knownNames.set(path, file.name);
      pickedFiles.delete(id);
      if (!present(id)) return; // removed meanwhile
      patch(id, { status: 'done', path, percent: 100, retryable: false });
      emit();
    } catch (error) {
      if (!present(id)) return;
      if (controller.signal.aborted && controller.signal.reason instanceof UploadCancelled) {
        patch(id, { status: 'cancelled', percent: null, retryable: true });
        return;
      }
      const message = userMessageOf(error, t('upload.unknownError'));
      patch(id, { status: 'error', percent: null, message, retryable: true });
      // widgets-spec 8: an image's failure is the 上传出错 dialog; any other file's is '{file} 上传失败.'.
      if (mode === 'image') store.update({ error: { file: file.name, message } });
      else store.notify('error', t('upload.fileFailed', { file: file.name }));
    } finally {
      if (running.get(id) === controller) running.delete(id);
    }
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    sync(value) {
      const current = store.getSnapshot().items;
      if (doneValue(current) === splitPaths(value).join(',')) return;
      const pending = current.filter((item) => item.status !== 'done');
      const done = splitPaths(value).map<UploadItem>((path) => ({
        uid: uid(),
        name: knownNames.get(path) ?? displayNameOfPath(path),
        size: null,
        status: 'done',
        percent: 100,
        path,
        message: null,
        retryable: false,
      }));
      setItems([...done, ...pending]);
    },
    async add(files) {
      if (files.length === 0) return;
      if (files.some((file) => !acceptsFile(mode, file))) {
        store.notify('warning', t(mode === 'video' ? 'upload.videoOnly' : 'upload.imageOnly'));
        return;
      }
      const picked = options.single ? files.slice(0, 1) : files;
      const fresh = picked.map<UploadItem>((file) => ({
        uid: uid(),
        name: file.name,
        size: file.size,
        status: 'uploading',
        percent: 0,
        path: null,
        message: null,
        retryable: false,
      }));
      fresh.forEach((item, index) => pickedFiles.set(item.uid, picked[index]!));
      if (options.single) store.getSnapshot().items.forEach((item) => running.get(item.uid)?.abort());
      const kept = options.single ? [] : store.getSnapshot().items;
      setItems([...kept, ...fresh]);
      for (const item of fresh) await send(item.uid);
    },
    cancel(id) {
      running.get(id)?.abort(new UploadCancelled('cancelled'));
    },
    retry: (id) => send(id),
    remove(id) {
      const items = store.getSnapshot().items;
      const gone = items.find((item) => item.uid === id);
      if (!gone) return;
      running.get(id)?.abort(new UploadCancelled('removed'));
      pickedFiles.delete(id);
      setItems(items.filter((item) => item.uid !== id));
      if (gone.status === 'done') emit();
    },
    move(id, step) {
      const items = [...store.getSnapshot().items];
      const from = items.findIndex((item) => item.uid === id);
      const to = from + step;
      if (from < 0) return;
      // widgets-spec 8: moving the first image left is 未知的操作, the last one right 已到最后~ (said, not ignored).
      if (to < 0) return store.notify('warning', t('upload.moveFirst'));
      if (to >= items.length) return store.notify('warning', t('upload.moveLast'));
      [items[from], items[to]] = [items[to]!, items[from]!];
      setItems(items);
      emit();
    },
    dismissError: () => store.update({ error: null }),
    value: () => doneValue(store.getSnapshot().items),
  };
}
