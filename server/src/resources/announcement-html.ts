// The one HTML sanitiser of announcements, used on write (add, edit, import) and again on every read.
import DOMPurify from 'isomorphic-dompurify';

/** Drops script, event handlers, javascript: URLs and embedding tags; keeps ordinary rich text. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return DOMPurify.sanitize(html, {
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
