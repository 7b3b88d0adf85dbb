// The upload widgets' list (widgets-spec §4 Upload): uploading → done / error / removed, the value emitted only on done
// or removed, type checks per mode, and moving an image left or right.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import { userMessageOf } from '../session/user-message.js';

/** Upload file type modes: '1' image, '2' video, '3' file (widgets-spec §8). */
export type UploadMode = 'image' | 'video' | 'file';

export const UPLOAD_MODE_CODES: Record<'1' | '2' | '3', UploadMode> = {
  '1': 'image',
  '2': 'video',
  '3': 'file',
};

export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  uid: string;
  /** The name to show: the picked file's, or the stored path's last segment for values read back. */
  name: string;
  size: number | null;
  status: UploadStatus;
  /** Stored path once done. */
  path: string | null;
  message: string | null;
}

export interface UploadListSnapshot {
  items: UploadItem[];
  uploading: boolean;
}

/** The bytes the model needs from a picked file (a DOM File satisfies it). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export interface UploadListOptions<F extends PickedFile> {
  mode?: UploadMode;
  /** Stores one file; resolves to its stored path. */
  upload: (file: F) => Promise<string>;
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
  remove(uid: string): void;
  /** Moves an item one place left (-1) or right (+1); at the ends nothing moves and a warning says why. */
  move(uid: string, step: -1 | 1): void;
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

export function acceptsFile(mode: UploadMode, file: Pick<PickedFile, 'type'>): boolean {
  if (mode === 'image') return file.type.startsWith('image/');
  if (mode === 'video') return file.type.startsWith('video/');
  return true;
}

export function createUploadListModel<F extends PickedFile>(
  options: UploadListOptions<F>,
): UploadListModel<F> {
  const mode = options.mode ?? 'file';
  const store = createObservableStore<UploadListSnapshot>({ items: [], uploading: false });
  const knownNames = new Map<string, string>();
  let nextUid = 0;
  const uid = () => `u${++nextUid}`;

  const setItems = (items: UploadItem[]) =>
    store.set({ items, uploading: items.some((item) => item.status === 'uploading') });
  const doneValue = (items: readonly UploadItem[]) =>
    items.flatMap((item) => (item.status === 'done' && item.path ? [item.path] : [])).join(',');
  const emit = () => options.onChange?.(doneValue(store.getSnapshot().items));
  const patch = (id: string, change: Partial<UploadItem>) =>
    setItems(store.getSnapshot().items.map((item) => (item.uid === id ? { ...item, ...change } : item)));

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
        name: knownNames.get(path) ?? fileNameOfPath(path),
        size: null,
        status: 'done',
        path,
        message: null,
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
        path: null,
        message: null,
      }));
      const kept = options.single ? [] : store.getSnapshot().items;
      setItems([...kept, ...fresh]);
      for (const [index, file] of picked.entries()) {
        const item = fresh[index]!;
        try {
          const path = await options.upload(file);
          knownNames.set(path, file.name);
          if (!store.getSnapshot().items.some((i) => i.uid === item.uid)) continue; // removed meanwhile
          patch(item.uid, { status: 'done', path });
          emit();
        } catch (error) {
          const message = userMessageOf(error, t('upload.failed'));
          patch(item.uid, { status: 'error', message });
          store.notify('error', `${t('upload.failed')}: ${message}`);
        }
      }
    },
    remove(id) {
      const items = store.getSnapshot().items;
      const gone = items.find((item) => item.uid === id);
      if (!gone) return;
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
    value: () => doneValue(store.getSnapshot().items),
  };
}
