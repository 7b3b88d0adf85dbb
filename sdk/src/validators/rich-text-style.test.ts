import { describe, expect, it } from 'vitest';
import { safeRichTextStyle } from './rich-text-style.js';

describe('safeRichTextStyle', () => {
  it('keeps the colours and alignment the editor writes', () => {
    expect(safeRichTextStyle('color: #e03e2d; white-space: pre-wrap;')).toBe(
      'color: #e03e2d; white-space: pre-wrap',
    );
    expect(safeRichTextStyle('background-color: rgb(255, 0, 0);text-align:center')).toBe(
      'background-color: rgb(255, 0, 0); text-align: center',
    );
  });
  it('drops other properties and any value that could load or run something', () => {
    expect(safeRichTextStyle('position: fixed; top: 0; color: red')).toBe('color: red');
    expect(safeRichTextStyle('background-color: url(javascript:alert(1))')).toBe('');
    expect(safeRichTextStyle('color: expression(alert(1))')).toBe('');
    expect(safeRichTextStyle('color: \\75 rl(x)')).toBe('');
    expect(safeRichTextStyle('color: var(--x)')).toBe('');
    expect(safeRichTextStyle('width: 100px /* */')).toBe('');
    expect(safeRichTextStyle('nonsense')).toBe('');
  });
});
