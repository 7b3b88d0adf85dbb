// The one HTML sanitiser of announcements, used on write (add, edit, import) and again on every read.
// DOMPurify runs over jsdom, which costs most of a second to load: it is loaded when the first announcement is
// sanitised, not at start-up (a synchronous require, so the sanitiser stays a plain function).
import { createRequire } from 'node:module';
import type DOMPurifyType from 'isomorphic-dompurify';
import { safeRichTextStyle } from '@clinic/sdk/validators';

let purifier: typeof DOMPurifyType | null = null;
function domPurify(): typeof DOMPurifyType {
  if (purifier) return purifier;
  const loaded = createRequire(import.meta.url)('isomorphic-dompurify') as typeof DOMPurifyType;
  // The rich-text editor's colours and alignment are inline styles: only the shared allowlist of them stays.
  loaded.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const safe = safeRichTextStyle(data.attrValue);
    if (safe === '') data.keepAttr = false;
    else data.attrValue = safe;
  });
  purifier = loaded;
  return purifier;
}

/**
 * Drops script, event handlers, javascript: URLs, embedding tags and any style but the rich-text allowlist; keeps
 * ordinary rich text: paragraphs, lists, links, tables, images and <video> players.
 */
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
