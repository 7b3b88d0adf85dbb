import { describe, expect, it } from 'vitest';
import { cellAt, gridPosOf, stepCell } from './grid-move.js';

const columns = [
  { key: 'a', title: '甲' },
  { key: 'b', title: '乙' },
  { key: 'c', title: '丙' },
];

describe('grid moves on a 2 × 3 grid', () => {
  it('arrows stop at the edges', () => {
    expect(stepCell({ row: 0, col: 0 }, 'up', 2, 3)).toEqual({ row: 0, col: 0 });
    expect(stepCell({ row: 0, col: 0 }, 'left', 2, 3)).toEqual({ row: 0, col: 0 });
    expect(stepCell({ row: 1, col: 2 }, 'down', 2, 3)).toEqual({ row: 1, col: 2 });
    expect(stepCell({ row: 1, col: 2 }, 'right', 2, 3)).toEqual({ row: 1, col: 2 });
    expect(stepCell({ row: 0, col: 1 }, 'down', 2, 3)).toEqual({ row: 1, col: 1 });
  });
  it('Tab runs along the row and wraps to the next one; Shift+Tab back; both stop at the ends', () => {
    expect(stepCell({ row: 0, col: 2 }, 'next', 2, 3)).toEqual({ row: 1, col: 0 });
    expect(stepCell({ row: 1, col: 2 }, 'next', 2, 3)).toEqual({ row: 1, col: 2 });
    expect(stepCell({ row: 1, col: 0 }, 'prev', 2, 3)).toEqual({ row: 0, col: 2 });
    expect(stepCell({ row: 0, col: 0 }, 'prev', 2, 3)).toEqual({ row: 0, col: 0 });
  });
  it('turns cells into grid positions and back, nothing off the grid', () => {
    expect(gridPosOf({ rowKey: 'r2', key: 'c' }, ['r1', 'r2'], columns)).toEqual({ row: 1, col: 2 });
    expect(cellAt({ row: 1, col: 2 }, ['r1', 'r2'], columns)).toEqual({ rowKey: 'r2', key: 'c' });
    expect(cellAt({ row: 2, col: 0 }, ['r1', 'r2'], columns)).toBeNull();
  });
});
