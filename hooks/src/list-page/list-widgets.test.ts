import { describe, expect, it } from 'vitest';
import { autoColumnWidth, displayLength, ellipsis, estimateTextWidth } from './column-width.js';
import { fieldParam } from './list-request.js';
import { decodeTextFilter, encodeTextFilter, type TextFilterType } from './text-filter.js';

describe('text filter widget', () => {
  it('marks values by type', () => {
    expect(encodeTextFilter('张', 'like')).toBe('*张*');
    expect(encodeTextFilter('1', 'ne')).toBe('!1');
    expect(encodeTextFilter('18', 'ge')).toBe('>=18');
    expect(encodeTextFilter('60', 'le')).toBe('<=60');
    expect(encodeTextFilter('x', 'eq')).toBe('x');
    expect(encodeTextFilter('', 'like')).toBe('');
    expect(encodeTextFilter(undefined, 'ne')).toBe('');
  });

  it('shows back what was typed, also for values without markers (from the URL)', () => {
    const types: TextFilterType[] = ['eq', 'like', 'ne', 'ge', 'le'];
    for (const type of types) expect(decodeTextFilter(encodeTextFilter('a*b!', type), type)).toBe('a*b!');
    expect(decodeTextFilter('plain', 'ge')).toBe('plain');
    expect(decodeTextFilter('*', 'like')).toBe('');
  });
});

describe('column widths and ellipsis', () => {
  it('counts full-width characters as 2', () => {
    expect(displayLength('abc')).toBe(3);
    expect(displayLength('高血压ab')).toBe(8);
  });

  it('cuts at 25 display units by default and only when needed', () => {
    expect(ellipsis('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsis('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
    expect(ellipsis('慢'.repeat(13))).toBe(`${'慢'.repeat(12)}...`);
    expect(ellipsis('ab慢慢', 3)).toBe('ab...');
    expect(ellipsis('x'.repeat(40), -1)).toBe('x'.repeat(40));
  });

  it('widths are the widest content plus 20px, capped at 500 with ellipsis', () => {
    const measure = (text: string) => text.length * 10;
    expect(autoColumnWidth({ title: '姓名', values: ['王小明', null, 12345], measure })).toEqual({
      width: 70,
      ellipsis: false,
    });
    expect(autoColumnWidth({ title: 't', values: ['x'.repeat(60)], measure })).toEqual({
      width: 500,
      ellipsis: true,
    });
    expect(autoColumnWidth({ title: '诊断', values: [] }).width).toBe(estimateTextWidth('诊断') + 20);
  });
});

describe('field parameter', () => {
  it('is the row key plus column keys, once each, without action columns', () => {
    expect(fieldParam(['name', 'id', 'action', 'sex'])).toBe('id,name,sex');
    expect(fieldParam([], 'code')).toBe('code');
  });
});
