// upload / file / image fields: a Chinese upload button over the hidden file input, the files by name with their
// state, and for images thumbnails that move left and right; the value is the comma-joined stored paths.
import { useEffect, useMemo, useState } from 'react';
import {
  commonUploader,
  createUploadListModel,
  loadFilePreview,
  t,
  useUploadList,
  type UploadItem,
  type UploadMode,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Icon } from '../../ui/icon';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

export interface UploadFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  image?: boolean;
  id?: string;
  invalid?: boolean;
}

const BUTTON_TEXT: Record<UploadMode, Parameters<typeof t>[0]> = {
  image: 'upload.image',
  video: 'upload.video',
  file: 'upload.file',
};

export function UploadField({ value, onChange, label, image = false, id, invalid }: UploadFieldProps) {
  const { client } = useClinic();
  const mode: UploadMode = image ? 'image' : 'file';
  // The latest onChange without re-creating the model (and losing in-flight uploads) on every render.
  const [sink] = useState(() => ({ onChange }));
  sink.onChange = onChange;
  const model = useMemo(
    () =>
      createUploadListModel<File>({
        mode,
        upload: commonUploader(client),
        onChange: (next) => sink.onChange(next),
      }),
    [client, mode, sink],
  );
  const { items, uploading } = useUploadList(model);
  useEffect(() => model.sync(value), [model, value]);
  useNoticeToasts(model);

  return (
    <div>
      <label
        className={`inline-flex h-8 cursor-pointer items-center gap-1.5 rounded border bg-white px-3 text-sm text-slate-700 hover:border-primary hover:text-primary focus-within:ring-2 focus-within:ring-primary/40 ${
          invalid ? 'border-red-500' : 'border-slate-300'
        } ${uploading ? 'pointer-events-none opacity-70' : ''}`}
      >
        <Icon name="upload" size={14} />
        <span>{uploading ? t('upload.uploading') : t(BUTTON_TEXT[mode])}</span>
        <input
          id={id}
          type="file"
          multiple
          aria-label={label}
          aria-invalid={invalid || undefined}
          accept={image ? 'image/*' : undefined}
          disabled={uploading}
          onChange={(event) => {
            void model.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          className="sr-only"
        />
      </label>
      {image ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label}列表`}>
          {items.map((item, index) => (
            <li key={item.uid} className="w-24">
              <Thumbnail item={item} />
              <div className="mt-1 flex justify-between text-xs">
                <button
                  type="button"
                  aria-label={`左移 ${item.name}`}
                  onClick={() => model.move(item.uid, -1)}
                  className={`text-slate-500 hover:text-primary ${index === 0 ? 'opacity-40' : ''}`}
                >
                  ←
                </button>
                <button
                  type="button"
                  aria-label={`删除 ${item.name}`}
                  onClick={() => model.remove(item.uid)}
                  className="text-red-600"
                >
                  删除
                </button>
                <button
                  type="button"
                  aria-label={`右移 ${item.name}`}
                  onClick={() => model.move(item.uid, 1)}
                  className={`text-slate-500 hover:text-primary ${index === items.length - 1 ? 'opacity-40' : ''}`}
                >
                  →
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-1 space-y-0.5 text-xs" aria-label={`${label}列表`}>
          {items.map((item) => (
            <li key={item.uid} className="flex items-center gap-2">
              <Icon name="paperclip" size={12} />
              <FileName item={item} />
              <button
                type="button"
                className="text-red-600"
                aria-label={`删除 ${item.name}`}
                onClick={() => model.remove(item.uid)}
              >
                删除
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FileName({ item }: { item: UploadItem }) {
  const tone =
    item.status === 'error'
      ? 'text-red-600'
      : item.status === 'uploading'
        ? 'text-slate-400'
        : 'text-slate-700';
  return (
    <span className={tone} title={item.message ?? item.path ?? item.name}>
      {item.name}
      {item.status === 'uploading' && `（${t('upload.uploading')}）`}
      {item.status === 'error' && `（${t('upload.failed')}）`}
    </span>
  );
}

/** The stored image at its `fileUrl`: an http(s) address as it is, a stored path read with the session's headers. */
function Thumbnail({ item }: { item: UploadItem }) {
  const { client } = useClinic();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (item.status !== 'done' || !item.path) return;
    let release: (() => void) | null = null;
    let live = true;
    loadFilePreview(client, item.path)
      .then((preview) => {
        if (!live) return preview.release();
        release = preview.release;
        setSrc(preview.src);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      release?.();
    };
  }, [client, item.path, item.status]);
  return (
    <div
      className={`flex h-24 w-24 items-center justify-center overflow-hidden rounded border bg-slate-50 text-xs ${
        item.status === 'error' ? 'border-red-400 text-red-600' : 'border-slate-200 text-slate-400'
      }`}
      title={item.message ?? item.name}
    >
      {src ? (
        <img src={src} alt={item.name} className="h-full w-full object-cover" />
      ) : item.status === 'uploading' ? (
        t('upload.uploading')
      ) : item.status === 'error' ? (
        t('upload.failed')
      ) : (
        item.name
      )}
    </div>
  );
}
