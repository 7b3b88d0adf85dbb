// An image or video of rich text whose address is a stored file: files under the static domain are read with the
// session's headers (an <img> alone cannot send them), so they are shown from an object URL; other addresses as is.
import { useEffect, useState } from 'react';
import { loadFilePreview, storedPathOf } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { STATIC_DOMAIN } from '../../app/app-config';

/** The address to show for `src` ('' while a stored file is still being read). */
export function useStoredMediaSrc(src: string): string {
  const { client } = useClinic();
  const path = storedPathOf(src, STATIC_DOMAIN);
  const [shown, setShown] = useState(path === null ? src : '');
  useEffect(() => {
    if (path === null) {
      setShown(src);
      return;
    }
    let release = () => undefined as void;
    let live = true;
    setShown('');
    loadFilePreview(client, path).then(
      (preview) => {
        if (live) setShown(preview.src);
        else preview.release();
        release = preview.release;
      },
      () => live && setShown(''),
    );
    return () => {
      live = false;
      release();
    };
  }, [client, path, src]);
  return shown;
}

export function StoredImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const shown = useStoredMediaSrc(src);
  if (shown === '')
    return (
      <span
        role="img"
        aria-label={alt || '图片'}
        className={`inline-block h-24 w-32 animate-pulse rounded bg-slate-100 ${className ?? ''}`}
      />
    );
  return <img src={shown} alt={alt} className={className} />;
}

export function StoredVideo({ src, className }: { src: string; className?: string }) {
  const shown = useStoredMediaSrc(src);
  if (shown === '')
    return (
      <span
        role="img"
        aria-label="视频"
        className={`block h-40 w-72 animate-pulse rounded bg-slate-100 ${className ?? ''}`}
      />
    );
  return <video src={shown} controls aria-label="视频" className={className} />;
}
