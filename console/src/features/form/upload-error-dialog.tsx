// widgets-spec 8 "Image upload error": the 上传出错 dialog naming the file, with 错误信息 and the message.
import { t, type UploadErrorDialog as UploadError } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export function UploadErrorDialog({ error, onClose }: { error: UploadError | null; onClose: () => void }) {
  return (
    <Dialog
      open={error !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('upload.errorTitle')}
      width={420}
      footer={
        <Button variant="primary" onClick={onClose}>
          知道了
        </Button>
      }
    >
      {error && (
        <div className="text-sm text-slate-700">
          <p className="font-medium">{error.file}</p>
          <p className="mt-2">
            <span className="text-slate-500">{t('upload.errorInfo')}：</span>
            {error.message}
          </p>
        </div>
      )}
    </Dialog>
  );
}
