import { describe, expect, it } from 'vitest';
import { visitWindowText } from './visit-window.js';

describe('visitWindowText', () => {
  it('states the due date with its window', () => {
    expect(
      visitWindowText({ dueDate: '2026-11-30', windowStart: '2026-11-27', windowEnd: '2026-12-03' }),
    ).toBe('计划 2026-11-30（窗口期 2026-11-27 至 2026-12-03）');
  });
  it('a window of the due day alone reads as the due date', () => {
    expect(
      visitWindowText({ dueDate: '2026-11-02', windowStart: '2026-11-02', windowEnd: '2026-11-02' }),
    ).toBe('计划 2026-11-02');
  });
  it('a form older than the plan has no schedule', () => {
    expect(visitWindowText({ dueDate: null })).toBeNull();
    expect(visitWindowText({})).toBeNull();
  });
});
