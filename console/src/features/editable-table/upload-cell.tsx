// The editable table's upload, file and image cells: the field's real upload (images straight to the signed host,
// files through the common upload) in the height of a row. Images are small tiles: the uploading one shows its
// percent (role=progressbar) and is cancelled by its ×, a failed one says 上传失败 (tooltip 文件上传失败: {msg},
// the 上传出错 dialog) and is sent again by a click, a stored one opens its preview; files are names with a bar.
// The cell's value is the comma-joined stored paths, written to the row when an upload is done or a file removed.
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
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { ProgressBar } from '../../ui/progress-bar';
import { Tooltip } from '../../ui/tooltip';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { UploadErrorDialog } from '../form/upload-error-dialog';
import { useFilePreview } from '../form/use-file-preview';

export interface UploadCellProps {
  label: string;
  value: string;
  mode: UploadMode;
  invalid: boolean;
  disabled?: boolean | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function UploadCell({ label, value, mode, invalid, disabled, onChange, onBlur }: UploadCellProps) {
  const { client } = useClinic();
  // The latest onChange without re-creating the model (and losing uploads in flight) on every render.
  const [sink] = useState(() => ({ onChange }));
  sink.onChange = onChange;
  const model = useMemo(
    () => createUploadFieldModel(client, { mode, onChange: (next) => sink.onChange(next) }),
    [client, mode, sink],
  );
  const { items, uploading, error } = useModelState(model);
  useEffect(() => model.sync(value), [model, value]);
  useNoticeToasts(model);
  const [preview, setPreview] = useState<UploadItem | null>(null);

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1" onBlur={onBlur}>
      {mode === 'image' ? (
        <ul className="contents" aria-label={`${label}列表`}>
          {items.map((item) => (
            <ImageTile key={item.uid} item={item} model={model} onPreview={() => setPreview(item)} />
          ))}
        </ul>
      ) : (
        <ul className="w-full space-y-0.5 text-xs" aria-label={`${label}列表`}>
          {items.map((item) => (
            <FileLine key={item.uid} item={item} model={model} />
          ))}
        </ul>
      )}
      {!disabled && (
        <label
          className={`inline-flex h-7 shrink-0 cursor-pointer items-center gap-1 rounded border bg-white px-2 text-xs text-slate-600 hover:border-primary hover:text-primary focus-within:ring-2 focus-within:ring-primary/40 ${
            invalid ? 'border-red-400' : 'border-dashed border-slate-300'
          }`}
        >
          <Icon name="upload" size={12} />
          <span>
            {uploading ? t('upload.uploading') : t(mode === 'image' ? 'upload.image' : 'upload.file')}
          </span>
          <input
            type="file"
            multiple
            aria-label={label}
            aria-invalid={invalid || undefined}
            accept={mode === 'image' ? 'image/*' : undefined}
            onChange={(event) => {
              void model.add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
            className="sr-only"
          />
        </label>
      )}
      {preview && (
        <ImagePreview key={preview.uid} item={preview} label={label} onClose={() => setPreview(null)} />
      )}
      <UploadErrorDialog error={error} onClose={() => model.dismissError()} />
    </div>
  );
}

const TILE =
  'relative flex size-10 shrink-0 items-center justify-center overflow-hidden rounded border text-[10px] leading-3';

/** A stored image (a click previews it), one going up (its percent; × cancels), a failed or cancelled one (a click retries). */
function ImageTile({
  item,
  model,
  onPreview,
}: {
  item: UploadItem;
  model: UploadListModel<File>;
  onPreview: () => void;
}) {
  const src = useFilePreview(item);
  const drop =
    item.status === 'uploading'
      ? { label: `${t('upload.cancel')} ${item.name}`, run: () => model.cancel(item.uid) }
      : { label: `删除 ${item.name}`, run: () => model.remove(item.uid) };
  let body;
  if (item.status === 'uploading')
    body = (
      <div
        role="progressbar"
        aria-label={`上传 ${item.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(item.percent !== null ? { 'aria-valuenow': Math.round(item.percent) } : {})}
        className={`${TILE} border-slate-200 bg-slate-50 text-slate-500`}
      >
        <span className="tabular-nums">{item.percent !== null ? `${Math.round(item.percent)}%` : '…'}</span>
        <span
          className="absolute inset-x-0 bottom-0 h-1 bg-primary-strong transition-[width]"
          style={{ width: `${item.percent ?? 0}%` }}
        />
      </div>
    );
  else if (item.status === 'done')
    body = (
      <button
        type="button"
        aria-label={`预览 ${item.name}`}
        title={item.name}
        onClick={onPreview}
        className={`${TILE} border-slate-200 bg-slate-50 text-slate-400 hover:border-primary`}
      >
        {src ? (
          <img src={src} alt={item.name} className="h-full w-full object-cover" />
        ) : (
          <span className="break-all px-0.5">{item.name.slice(0, 6)}</span>
        )}
      </button>
    );
  else {
    const failed = item.status === 'error';
    const retry = (
      <button
        type="button"
        aria-label={`${t('upload.retry')} ${item.name}`}
        onClick={() => void model.retry(item.uid)}
        className={`${TILE} ${failed ? 'border-red-400 bg-red-50 text-red-600' : 'border-slate-300 bg-slate-50 text-slate-500'}`}
      >
        {failed ? t('upload.failedTip') : t('upload.cancelled')}
      </button>
    );
    body = failed ? (
      <Tooltip content={t('upload.failedWith', { message: item.message ?? '' })}>{retry}</Tooltip>
    ) : (
      retry
    );
  }
  return (
    <li className="relative" aria-label={item.name}>
      {body}
      <button
        type="button"
        aria-label={drop.label}
        title={drop.label}
        onClick={drop.run}
        className="absolute -right-1 -top-1 flex size-4 items-center justify-center rounded-full bg-slate-500/80 text-white hover:bg-red-600"
      >
        <Icon name="close" size={10} />
      </button>
    </li>
  );
}

/** A file's name (red with 文件上传失败: {msg} when it failed), its bar while it goes up, 重试 and 删除. */
function FileLine({ item, model }: { item: UploadItem; model: UploadListModel<File> }) {
  const failed = item.status === 'error';
  return (
    <li aria-label={item.name} className="min-w-0">
      <div className="flex min-w-0 items-center gap-1">
        <Icon name="paperclip" size={11} />
        {failed ? (
          <Tooltip content={t('upload.failedWith', { message: item.message ?? '' })}>
            <span className="min-w-0 truncate text-red-600" tabIndex={0}>
              {item.name} {t('upload.failedTip')}
            </span>
          </Tooltip>
        ) : (
          <span className="min-w-0 truncate text-slate-700" title={item.path ?? item.name}>
            {item.name}
          </span>
        )}
        {item.retryable && (
          <button
            type="button"
            className="shrink-0 text-primary-strong hover:underline"
            aria-label={`${t('upload.retry')} ${item.name}`}
            onClick={() => void model.retry(item.uid)}
          >
            {t('upload.retry')}
          </button>
        )}
        <button
          type="button"
          className="shrink-0 text-red-600"
          aria-label={
            item.status === 'uploading' ? `${t('upload.cancel')} ${item.name}` : `删除 ${item.name}`
          }
          onClick={() => (item.status === 'uploading' ? model.cancel(item.uid) : model.remove(item.uid))}
        >
          {item.status === 'uploading' ? '取消' : '删除'}
        </button>
      </div>
      {item.status === 'uploading' && (
        <ProgressBar label={`上传 ${item.name}`} percent={item.percent} size="small" />
      )}
    </li>
  );
}

/** The picked image at full size, over the table. */
function ImagePreview({ item, label, onClose }: { item: UploadItem; label: string; onClose: () => void }) {
  const src = useFilePreview(item);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${label}：${item.name}`} width={720}>
      <div className="flex min-h-40 items-center justify-center bg-slate-50">
        {src ? (
          <img src={src} alt={item.name} className="max-h-[60vh] max-w-full object-contain" />
        ) : (
          <span className="text-sm text-slate-400">加载中…</span>
        )}
      </div>
    </Dialog>
  );
}
