// upload / file / image / video fields: a Chinese upload button over the hidden file input, each file with its
// progress bar, 取消 while it goes up and 重试 after a failure or a cancel; images as thumbnails that move left and
// right, videos played back; a failed image opens 上传出错. The value is the comma-joined stored paths.
import { useEffect, useMemo, useState } from 'react';
import {
  createUploadFieldModel,
  t,
  useModelState,
  type UploadItem,
  type UploadListModel,
  type UploadMode,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Icon } from '../../ui/icon';
import { ProgressBar } from '../../ui/progress-bar';
import { Tooltip } from '../../ui/tooltip';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { UploadErrorDialog } from './upload-error-dialog';
import { useFilePreview } from './use-file-preview';

export interface UploadFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  mode?: UploadMode;
  id?: string;
  invalid?: boolean;
}

const BUTTON_TEXT: Record<UploadMode, Parameters<typeof t>[0]> = {
  image: 'upload.image',
  video: 'upload.video',
  file: 'upload.file',
};

/** What the file chooser offers; the model still refuses another type (请上传图片 / 请上传视频). */
const ACCEPT: Record<UploadMode, string | undefined> = {
  image: 'image/*',
  video: 'video/mp4,video/webm',
  file: undefined,
};

export function UploadField({ value, onChange, label, mode = 'file', id, invalid }: UploadFieldProps) {
  const { client } = useClinic();
  // The latest onChange without re-creating the model (and losing in-flight uploads) on every render.
  const [sink] = useState(() => ({ onChange }));
  sink.onChange = onChange;
  const model = useMemo(
    () => createUploadFieldModel(client, { mode, onChange: (next) => sink.onChange(next) }),
    [client, mode, sink],
  );
  const { items, uploading, error } = useModelState(model);
  useEffect(() => model.sync(value), [model, value]);
  useNoticeToasts(model);

  return (
    <div className="min-w-0">
      <label
        className={`inline-flex h-8 cursor-pointer items-center gap-1.5 rounded border bg-white px-3 text-sm text-slate-700 hover:border-primary hover:text-primary focus-within:ring-2 focus-within:ring-primary/40 ${
          invalid ? 'border-red-500' : 'border-slate-300'
        }`}
      >
        <Icon name="upload" size={14} />
        <span>{uploading ? t('upload.uploading') : t(BUTTON_TEXT[mode])}</span>
        <input
          id={id}
          type="file"
          multiple={mode !== 'video'}
          aria-label={label}
          aria-invalid={invalid || undefined}
          accept={ACCEPT[mode]}
          onChange={(event) => {
            void model.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          className="sr-only"
        />
      </label>
      {mode === 'image' ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label}列表`}>
          {items.map((item) => (
            <li key={item.uid} className="w-24" aria-label={item.name}>
              <Thumbnail item={item} />
              <ItemProgress item={item} model={model} compact />
              <div className="mt-1 flex justify-between text-xs">
                <button
                  type="button"
                  aria-label={`左移 ${item.name}`}
                  onClick={() => model.move(item.uid, -1)}
                  className="px-1 text-slate-500 hover:text-primary"
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
                  className="px-1 text-slate-500 hover:text-primary"
                >
                  →
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-1 space-y-1 text-xs" aria-label={`${label}列表`}>
          {items.map((item) => (
            <li key={item.uid} aria-label={item.name} className="min-w-0">
              <div className="flex min-w-0 items-center gap-2">
                <Icon name="paperclip" size={12} />
                <FileName item={item} />
                <button
                  type="button"
                  className="shrink-0 text-red-600"
                  aria-label={`删除 ${item.name}`}
                  onClick={() => model.remove(item.uid)}
                >
                  删除
                </button>
              </div>
              <ItemProgress item={item} model={model} />
              {mode === 'video' && item.status === 'done' && item.path && <VideoPreview item={item} />}
            </li>
          ))}
        </ul>
      )}
      <UploadErrorDialog error={error} onClose={() => model.dismissError()} />
    </div>
  );
}

/** The bar while a file goes up (with 取消), and 重试 after a failure or a cancel. */
function ItemProgress({
  item,
  model,
  compact = false,
}: {
  item: UploadItem;
  model: UploadListModel<File>;
  compact?: boolean;
}) {
  if (item.status === 'uploading')
    return (
      <div className={`flex items-center gap-2 ${compact ? 'mt-1' : 'mt-0.5 pl-5'}`}>
        <div className="min-w-0 flex-1">
          <ProgressBar label={`上传 ${item.name}`} percent={item.percent} size="small" />
        </div>
        <button
          type="button"
          className="shrink-0 text-slate-500 hover:text-red-600"
          aria-label={`${t('upload.cancel')} ${item.name}`}
          onClick={() => model.cancel(item.uid)}
        >
          取消
        </button>
      </div>
    );
  if (!item.retryable) return null;
  return (
    <div className={`flex items-center gap-2 text-xs ${compact ? 'mt-1' : 'mt-0.5 pl-5'}`}>
      {/* An image's tile already says it; a file's line says it here. */}
      {!compact && (
        <span className={item.status === 'error' ? 'text-red-600' : 'text-slate-500'}>
          {item.status === 'cancelled' ? t('upload.cancelled') : t('upload.failedTip')}
        </span>
      )}
      <button
        type="button"
        className="text-primary-strong hover:underline"
        aria-label={`${t('upload.retry')} ${item.name}`}
        onClick={() => void model.retry(item.uid)}
      >
        {t('upload.retry')}
      </button>
    </div>
  );
}

function FileName({ item }: { item: UploadItem }) {
  if (item.status === 'error')
    return (
      <Tooltip content={t('upload.failedTip')}>
        <span className="min-w-0 truncate text-red-600" tabIndex={0}>
          {item.name}
          <span className="ml-1">{t('upload.failedWith', { message: item.message ?? '' })}</span>
        </span>
      </Tooltip>
    );
  const tone = item.status === 'done' ? 'text-slate-700' : 'text-slate-400';
  return (
    <span className={`min-w-0 truncate ${tone}`} title={item.path ?? item.name}>
      {item.name}
    </span>
  );
}

function VideoPreview({ item }: { item: UploadItem }) {
  const src = useFilePreview(item);
  if (!src) return null;
  return (
    <video
      src={src}
      controls
      preload="metadata"
      aria-label={`视频 ${item.name}`}
      className="mt-1 max-h-40 w-full max-w-xs rounded border border-slate-200 bg-black"
    />
  );
}

/** The stored image at its `fileUrl`: an http(s) address as it is, a stored path read with the session's headers. */
function Thumbnail({ item }: { item: UploadItem }) {
  const src = useFilePreview(item);
  const failed = item.status === 'error';
  const body = (
    <div
      className={`flex h-24 w-24 items-center justify-center overflow-hidden rounded border bg-slate-50 text-center text-xs ${
        failed ? 'border-red-400 text-red-600' : 'border-slate-200 text-slate-400'
      }`}
      {...(failed ? { tabIndex: 0 } : {})}
    >
      {src ? (
        <img src={src} alt={item.name} className="h-full w-full object-cover" />
      ) : item.status === 'uploading' ? (
        t('upload.uploading')
      ) : failed ? (
        t('upload.failedTip')
      ) : item.status === 'cancelled' ? (
        t('upload.cancelled')
      ) : (
        <span className="break-all px-1">{item.name}</span>
      )}
    </div>
  );
  return failed ? (
    <Tooltip content={t('upload.failedWith', { message: item.message ?? '' })}>{body}</Tooltip>
  ) : (
    body
  );
}
