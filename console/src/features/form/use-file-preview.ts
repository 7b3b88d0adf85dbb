// A stored file made showable: an http(s) address as it is, a stored path read with the session's headers; the
// object URL is freed when the item goes or changes.
import { useEffect, useState } from 'react';
import { loadFilePreview, type UploadItem } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';

export function useFilePreview(item: Pick<UploadItem, 'status' | 'path'>): string | null {
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
  return src;
}
