// The one HTML sanitiser of announcements, used on write (add, edit, import) and again on every read.
// DOMPurify runs over jsdom, which costs most of a second to load: it is loaded when the first announcement is
// sanitised, not at start-up (a synchronous require, so the sanitiser stays a plain function).
import { createRequire } from 'node:module';
import type DOMPurifyType from 'isomorphic-dompurify';

let purifier: typeof DOMPurifyType | null = null;
function domPurify(): typeof DOMPurifyType {
  purifier ??= createRequire(import.meta.url)('isomorphic-dompurify') as typeof DOMPurifyType;
  return purifier;
}

/** Drops script, event handlers, javascript: URLs and embedding tags; keeps ordinary rich text. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return domPurify().sanitize(html, {
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'meta',
      'link',
      'base',
    ],
    FORBID_ATTR: ['srcset', 'formaction'],
    ALLOW_DATA_ATTR: false,
  });
}
