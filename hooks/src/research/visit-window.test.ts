import { describe, expect, it } from 'vitest';
import { planWindowText, visitWindowText } from './visit-window.js';

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

describe('planWindowText', () => {
  it('states the days before and after, without a minus before nothing', () => {
    expect(planWindowText(3, 3)).toBe('−3 / +3 天');
    expect(planWindowText(0, 3)).toBe('0 / +3 天');
    expect(planWindowText('2', 0)).toBe('−2 / 0 天');
    expect(planWindowText(0, 0)).toBe('当天');
    expect(planWindowText(null, undefined)).toBe('当天');
  });
});
