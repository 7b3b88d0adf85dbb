// Shows a headless model's notices (success, warning, error texts) as toasts while the component is mounted.
import { useEffect } from 'react';
import type { Notice } from '@clinic/hooks';
import { showNotice } from './toast';

export function useNoticeToasts(source: { onNotice(listener: (notice: Notice) => void): () => void }): void {
  useEffect(() => source.onNotice(showNotice), [source]);
}
