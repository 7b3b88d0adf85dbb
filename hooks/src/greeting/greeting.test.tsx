import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { greetingPeriod, headerGreeting } from './index.js';
import { useGreeting } from './react.js';

afterEach(() => vi.useRealTimers());

describe('greetingPeriod (shell-spec 9)', () => {
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('%s h -> %s', (hour, word) => {
    expect(greetingPeriod(hour)).toBe(word);
  });
});

describe('headerGreeting (shell-spec 2.9)', () => {
  const at = (h: number, m = 0) => new Date(2026, 10, 22, h, m);
  it('greets on desktop with the period and 欢迎，{name}', () => {
    expect(headerGreeting({ name: '王医生', device: 'desktop', now: at(8, 59) })).toEqual({
      period: '早上好',
      welcome: '欢迎，王医生',
    });
  });
  it('does not greet on mobile or without a name', () => {
    expect(headerGreeting({ name: '王医生', device: 'mobile', now: at(10) })).toBeNull();
    expect(headerGreeting({ name: '  ', device: 'desktop', now: at(10) })).toBeNull();
  });
  it('the hook follows the clock', () => {
    vi.useFakeTimers({ now: at(8, 59) });
    const { result } = renderHook(() => useGreeting({ name: '王医生', device: 'desktop' }));
    expect(result.current?.period).toBe('早上好');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current?.period).toBe('上午好');
  });
});
