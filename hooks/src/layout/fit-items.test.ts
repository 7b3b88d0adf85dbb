import { describe, expect, it } from 'vitest';
import { fitItems } from './fit-items.js';

describe('fitItems: entries shown in a bar, the rest under 更多', () => {
  it('shows every entry that fits, with no trigger', () => {
    expect(fitItems([100, 80, 60], 240, 50)).toBe(3);
    expect(fitItems([100, 80, 60], 300, 50)).toBe(3);
  });
  it('keeps room for the trigger once any entry overflows', () => {
    // 240 do not fit 239: with the 50 of 更多, 100 + 80 = 230 still do.
    expect(fitItems([100, 80, 60], 239, 50)).toBe(2);
    expect(fitItems([100, 80, 60], 229, 50)).toBe(1);
    expect(fitItems([100, 80, 60], 120, 50)).toBe(0);
  });
  it('takes entries in order: a narrow one after a wide one that overflows stays under 更多', () => {
    expect(fitItems([60, 200, 20], 200, 40)).toBe(1);
  });
  it('shows all while the bar has no width yet', () => {
    expect(fitItems([100, 80], 0, 50)).toBe(2);
  });
});
