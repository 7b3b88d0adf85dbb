// Shows a headless model's notices (success, warning, error texts) as toasts while the component is mounted.
import { useEffect } from 'react';
import { toast } from '../../ui/toast';

type NoticeLevel = 'info' | 'success' | 'warning' | 'error';
interface NoticeSource {
  onNotice(listener: (notice: { level: NoticeLevel; text: string }) => void): () => void;
}

export function useNoticeToasts(source: NoticeSource): void {
  useEffect(
    () =>
      source.onNotice(({ level, text }) => {
        toast[level](text);
      }),
    [source],
  );
}
