import { describe, expect, it } from 'vitest';
import { sanitizeHtml, textOnly } from './sanitize-html';

const HOSTILE = '<p>通知<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script></p>';

describe('sanitizeHtml', () => {
  it('never hands back a script or an event handler, whatever DOM the purifier has', () => {
    const html = sanitizeHtml(HOSTILE);
    expect(html).not.toMatch(/<script|onerror=/i);
    expect(html).toContain('通知');
  });
  it('keeps only escaped text when the purifier is not supported (it would return the input unchanged)', () => {
    const unsupported = { isSupported: false, sanitize: (s: string) => s } as never;
    expect(sanitizeHtml(HOSTILE, unsupported)).toBe('通知');
    expect(sanitizeHtml('<a href="javascript:alert(1)">去</a> 1 < 2', unsupported)).toBe('去 1 &lt; 2');
  });
  it('drops javascript: links when the purifier runs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">去</a>')).not.toContain('javascript:');
  });
});

describe('textOnly', () => {
  it('removes unterminated tags too', () => {
    expect(textOnly('a<img src=x onerror=alert(1)')).toBe('a');
  });
});
