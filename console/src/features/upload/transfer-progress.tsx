// The progress of an import or export as the user watches it: the bar (percent while bytes move, the server's
// work in words), 取消 while it may be undone, 重试 after a failure or a cancel, and the failure's message.
import { t, type TransferSnapshot } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';

export interface TransferProgressProps {
  label: string;
  transfer: TransferSnapshot;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss?: () => void;
  /** Text for the cancelled state (e.g. 导入已取消，没有写入任何数据). */
  cancelledText?: string;
}

export function TransferProgress({
  label,
  transfer,
  onCancel,
  onRetry,
  onDismiss,
  cancelledText,
}: TransferProgressProps) {
  if (transfer.phase === 'idle' || transfer.phase === 'done') return null;
  const running = transfer.phase === 'running';
  const outcome =
    transfer.phase === 'cancelled' ? (cancelledText ?? t('transfer.cancelled')) : (transfer.message ?? '');
  return (
    <div className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm" aria-live="polite">
      <div className="flex items-center gap-3">
        <span className="shrink-0 text-slate-700">{label}</span>
        <div className="min-w-0 flex-1">
          {running ? (
            <ProgressBar label={label} percent={transfer.percent} busyText={t('transfer.processing')} />
          ) : (
            <p
              role={transfer.phase === 'error' ? 'alert' : undefined}
              className={`text-xs ${transfer.phase === 'error' ? 'text-red-600' : 'text-slate-500'}`}
            >
              {outcome}
            </p>
          )}
        </div>
        {running && transfer.cancelable && (
          <Button size="small" onClick={onCancel}>
            {t('transfer.cancel')}
          </Button>
        )}
        {!running && (
          <Button size="small" variant="primary" onClick={onRetry}>
            {t('transfer.retry')}
          </Button>
        )}
        {!running && onDismiss && (
          <Button size="small" variant="text" onClick={onDismiss} aria-label={`关闭${label}`}>
            ×
          </Button>
        )}
      </div>
    </div>
  );
}
