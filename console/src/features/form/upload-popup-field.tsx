// The upload pop-up field (widgets-spec: 520 by 200): the field shows how many files it holds and opens a pop-up
// to upload, remove and review them; 确定 hands them back (未上传任何文件 when there are none), 取消 keeps the old.
import { useMemo, useState } from 'react';
import {
  UPLOAD_POPUP_SIZE,
  createUploadPopupModel,
  displayNameOfPath,
  splitPaths,
  t,
  useModelState,
} from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { UploadField } from './upload-field';

export interface UploadPopupFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  id?: string;
  invalid?: boolean;
}

export function UploadPopupField({ value, onChange, label, id, invalid }: UploadPopupFieldProps) {
  const [sink] = useState(() => ({ onChange }));
  sink.onChange = onChange;
  const model = useMemo(() => createUploadPopupModel((next) => sink.onChange(next)), [sink]);
  const popup = useModelState(model);
  useNoticeToasts(model);
  const files = splitPaths(value);

  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          id={id}
          aria-invalid={invalid || undefined}
          aria-label={`${label}：${files.length} 个文件，点击上传`}
          className={invalid ? 'border-red-500' : ''}
          onClick={() => model.open(value)}
        >
          <Icon name="upload" size={14} />
          上传{label}
        </Button>
        <span className="text-xs text-slate-500">{files.length} 个文件</span>
      </div>
      {files.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-slate-700" aria-label={`${label}文件`}>
          {files.map((path) => (
            <li key={path} className="flex min-w-0 items-center gap-1.5">
              <Icon name="paperclip" size={12} />
              <span className="truncate" title={path}>
                {displayNameOfPath(path)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={popup.open}
        onOpenChange={(open) => !open && model.cancel()}
        title={`${t('upload.popupTitle')}：${label}`}
        width={UPLOAD_POPUP_SIZE.width}
        footer={
          <>
            <Button onClick={() => model.cancel()}>取消</Button>
            <Button variant="primary" onClick={() => model.confirm()}>
              确定
            </Button>
          </>
        }
      >
        <div style={{ minHeight: UPLOAD_POPUP_SIZE.height }}>
          <UploadField label={`${label}上传`} value={popup.value} onChange={(next) => model.change(next)} />
          {popup.count === 0 && <p className="mt-3 text-xs text-slate-400">尚未上传文件（{popup.count}）</p>}
        </div>
      </Dialog>
    </div>
  );
}
