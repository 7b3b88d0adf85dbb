// Client-side sanitising of announcement HTML (the server sanitises too; the browser never trusts a single layer).
import DOMPurify from 'dompurify';
import { safeRichTextStyle } from '@clinic/sdk/validators';
import { withoutEventHandlers } from '@clinic/hooks';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Without a DOM DOMPurify cannot parse and hands the input back unchanged, so there only plain text is kept. */
export function textOnly(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-zA-Z!][^>]*>?/g, '');
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** What no sanitised output may hold; seen only when the DOM under DOMPurify is not a real browser's. */
// Looked for inside tags only: text that merely reads "onerror=" (escaped as &lt;...&gt;) is harmless.
const STILL_ACTIVE = /<script|<iframe|<[a-z][^>]*(?:\son[a-z]+\s*=|javascript:)/i;

// The rich-text editor's colours and alignment are inline styles: the shared allowlist keeps those and no other.
if (DOMPurify.isSupported)
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const safe = safeRichTextStyle(data.attrValue);
    if (safe === '') data.keepAttr = false;
    else data.attrValue = safe;
  });

/** Scripts, event handlers, style sheets, styles beyond the rich-text allowlist and javascript: URLs are dropped. */
export function sanitizeHtml(
  html: string,
  purifier: Pick<typeof DOMPurify, 'isSupported' | 'sanitize'> = DOMPurify,
): string {
  if (!purifier.isSupported) return textOnly(html);
  // Handlers go before DOMPurify parses: Chromium reports each parsed one as a blocked inline script.
  const clean = purifier.sanitize(withoutEventHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  });
  return STILL_ACTIVE.test(clean) ? textOnly(clean) : clean;
}
