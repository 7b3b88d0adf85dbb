// The inline styles rich text may keep (text colour, alignment, the editor's own white-space): one allowlist for
// the server's sanitiser and the browser's, so what the editor writes survives both and nothing else does.

/** CSS properties rich text may carry in a style attribute. */
export const RICH_TEXT_STYLE_PROPERTIES: readonly string[] = [
  'color',
  'background-color',
  'text-align',
  'white-space',
  'font-weight',
  'font-style',
  'text-decoration',
  'vertical-align',
  'width',
];

// Colours, keywords, lengths and percentages only: no url(), no expression(), no escapes, no comments.
const SAFE_VALUE = /^[#a-z0-9%.,()\s-]{1,64}$/i;
const FORBIDDEN = /url|expression|var\(|image|attr|\/\*|\\/i;

/** The allowed declarations of a style attribute, re-serialised; '' when none survives. */
export function safeRichTextStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s*!important$/i, '');
    if (!RICH_TEXT_STYLE_PROPERTIES.includes(property)) continue;
    if (!SAFE_VALUE.test(value) || FORBIDDEN.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
