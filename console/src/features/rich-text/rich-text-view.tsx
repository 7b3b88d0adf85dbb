// Saved rich text shown to readers: sanitised again in the browser (the server already did), images and videos
// stored on the server read through the session (the static route wants the token) and shown from object URLs.
import { useEffect, useRef } from 'react';
import { loadFilePreview, storedPathOf } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { STATIC_DOMAIN } from '../../app/app-config';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextViewProps {
  html: string;
  className?: string;
  'data-testid'?: string;
}

export function RichTextView({ html, className = '', ...rest }: RichTextViewProps) {
  const { client } = useClinic();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // Parsed in an inert document: a stored image's address is set aside before anything could try to load it.
    const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
    const stored: string[] = [];
    for (const media of doc.body.querySelectorAll('img[src], video[src]')) {
      const path = storedPathOf(media.getAttribute('src') ?? '', STATIC_DOMAIN);
      if (path === null) continue;
      media.removeAttribute('src');
      media.setAttribute('data-stored-media', String(stored.length));
      stored.push(path);
    }
    box.innerHTML = doc.body.innerHTML;
    let live = true;
    const releases: Array<() => void> = [];
    for (const media of box.querySelectorAll<HTMLImageElement | HTMLVideoElement>('[data-stored-media]')) {
      const path = stored[Number(media.dataset.storedMedia)];
      if (path === undefined) continue;
      loadFilePreview(client, path).then(
        (preview) => {
          if (!live) return preview.release();
          releases.push(preview.release);
          media.src = preview.src;
        },
        () => media.setAttribute('alt', `${media.getAttribute('alt') ?? ''}（加载失败）`),
      );
    }
    return () => {
      live = false;
      releases.forEach((release) => release());
    };
  }, [client, html]);
  return <div ref={ref} className={`rich-text ${className}`} {...rest} />;
}
