// 导入EXCEL (width 600) over the hooks' import model: pick .xls/.xlsx files, 开始上传 (上传中... while it runs) with
// the progress bar (取消 while the bytes go up, 重试 after a failure or a cancel), and after a partial import the
// 导入成功,但是有错误数据! notice with the error workbook to download.
import { t, useModelState, type ImportModel, type RecordService } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { toast } from '../../ui/toast';
import { TransferProgress } from '../upload/transfer-progress';
import { saveBlob } from './save-file';

export interface ImportDialogProps {
  model: ImportModel<File>;
  /** Fetches the error workbook the server named after a partial import. */
  download: RecordService['download'];
}

export function ImportDialog({ model, download }: ImportDialogProps) {
  const { open, files, uploading, partial, transfer } = useModelState(model);

  const downloadErrors = async () => {
    if (!partial?.fileUrl) return;
    try {
      const file = await download(partial.fileUrl);
      saveBlob(file.blob, partial.fileName ?? file.filename ?? '导入错误信息.xlsx');
    } catch {
      toast.warning(t('record.downloadFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && model.close()}
      title={t('import.title')}
      width={600}
      footer={
        <>
          <Button onClick={() => model.close()} disabled={uploading}>
            取消
          </Button>
          <Button variant="primary" loading={uploading} onClick={() => void model.start()}>
            {uploading ? t('upload.uploading') : t('import.start')}
          </Button>
        </>
      }
    >
      <label className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded border border-slate-300 bg-white px-3 text-sm text-slate-700 focus-within:ring-2 focus-within:ring-primary/40 hover:border-primary hover:text-primary">
        <Icon name="upload" size={14} />
        <span>{t('import.pick')}</span>
        <input
          type="file"
          multiple
          aria-label="导入文件"
          accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={uploading}
          onChange={(event) => {
            model.pick([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          className="sr-only"
        />
      </label>
      <p className="mt-2 text-xs text-slate-500">仅支持 .xls、.xlsx 格式；表头使用导出文件的列名。</p>
      <ul className="mt-2 space-y-1 text-sm" aria-label="待导入文件">
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`} className="flex items-center gap-2">
            <Icon name="paperclip" size={12} />
            <span>{file.name}</span>
            <button
              type="button"
              aria-label={`移除 ${file.name}`}
              disabled={uploading}
              onClick={() => model.remove(index)}
              className="text-red-600 disabled:opacity-40"
            >
              移除
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <TransferProgress
          label={t('import.progress')}
          transfer={transfer}
          onCancel={() => model.cancel()}
          onRetry={() => void model.retry()}
          cancelledText={t('import.cancelled')}
        />
      </div>
      {partial && (
        <div role="alert" className="mt-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          <p className="font-medium text-amber-800">{t('import.partialTitle')}</p>
          <p className="mt-1 text-slate-700">{partial.message}</p>
          {partial.fileUrl && (
            <button
              type="button"
              onClick={() => void downloadErrors()}
              className="mt-1 text-primary-strong hover:underline"
            >
              {t('import.errorDetail')}
              {partial.fileName ? `（${partial.fileName}）` : ''}
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
