import { describe, expect, it } from 'vitest';
import { fitColumnWidths } from './column-width.js';

const w = (width: number) => ({ width, ellipsis: false });

describe('fitColumnWidths', () => {
  it('leaves a table that fits alone', () => {
    expect(fitColumnWidths({ a: w(100), b: w(200) }, 400)).toEqual({ a: w(100), b: w(200) });
  });

  it('squeezes long columns most, never below the floor, never a fixed one, and marks them ellipsised', () => {
    const out = fitColumnWidths(
      { name: w(100), content: w(500), time: w(158), op: w(160) },
      800,
      new Set(['op']),
    );
    const total = Object.values(out).reduce((s, c) => s + c.width, 0);
    expect(total).toBeLessThanOrEqual(800);
    expect(out.op).toEqual(w(160));
    expect(out.content!.width).toBeLessThan(500);
    expect(out.content!.ellipsis).toBe(true);
    expect(500 - out.content!.width).toBeGreaterThan(158 - out.time!.width);
    for (const c of Object.values(out)) expect(c.width).toBeGreaterThanOrEqual(96);
  });

  it('stops at the floor when even that is too wide (the table scrolls)', () => {
    const out = fitColumnWidths({ a: w(300), b: w(300), c: w(300) }, 100);
    expect(out).toEqual({
      a: { width: 96, ellipsis: true },
      b: { width: 96, ellipsis: true },
      c: { width: 96, ellipsis: true },
    });
  });
});
