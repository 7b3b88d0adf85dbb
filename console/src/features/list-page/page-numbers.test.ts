import { describe, expect, it } from 'vitest';
import { pageItems } from './page-numbers';

describe('pageItems', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and two neighbours, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-right', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-left', 8, 9, 10, 11, 12, 'gap-right', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-left', 15, 16, 17, 18, 19, 20]);
  });

  it('shows no page for an empty list', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
