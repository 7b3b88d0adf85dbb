import { describe, expect, it } from 'vitest';
import { greetingPeriod } from './greeting-period';

const at = (hour: number, minute = 0) => new Date(2026, 10, 22, hour, minute);

describe('greetingPeriod (shell-spec 9)', () => {
  it.each([
    [0, '早上'],
    [8, '早上'],
    [9, '上午'],
    [11, '上午'],
    [12, '中午'],
    [13, '中午'],
    [14, '下午'],
    [19, '下午'],
    [20, '晚上'],
    [23, '晚上'],
  ] as const)('%i:00 is %s', (hour, expected) => {
    expect(greetingPeriod(at(hour))).toBe(expected);
  });
});
