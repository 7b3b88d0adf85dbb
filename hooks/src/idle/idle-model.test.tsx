import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleModel, domActivitySource } from './index.js';
import { useIdle } from './react.js';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('IdleModel (shell-spec 4.1: polls every 1 s)', () => {
  it('turns idle on the first poll past the timeout, once', () => {
    const onIdle = vi.fn();
    const model = createIdleModel({ timeoutMs: 5000, onIdle });
    model.start();
    vi.advanceTimersByTime(4999);
    expect(model.getSnapshot().idle).toBe(false);
    vi.advanceTimersByTime(1);
    expect(model.getSnapshot().idle).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
  it('detection happens on whole-second polls', () => {
    const model = createIdleModel({ timeoutMs: 2500 });
    model.start();
    vi.advanceTimersByTime(2999);
    expect(model.getSnapshot().idle).toBe(false);
    vi.advanceTimersByTime(1);
    expect(model.getSnapshot().idle).toBe(true);
  });
  it('activity postpones idleness and wakes an idle user', () => {
    const model = createIdleModel({ timeoutMs: 3000 });
    model.start();
    vi.advanceTimersByTime(2000);
    model.activity();
    vi.advanceTimersByTime(2000);
    expect(model.getSnapshot().idle).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(model.getSnapshot().idle).toBe(true);
    model.activity();
    expect(model.getSnapshot()).toEqual({ idle: false, lastActiveAt: 5000 });
  });
  it('listens to DOM activity and stops cleanly', () => {
    const target = new EventTarget();
    const model = createIdleModel({ timeoutMs: 2000, subscribeActivity: domActivitySource(target) });
    model.start();
    vi.advanceTimersByTime(1000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1000);
    expect(model.getSnapshot().idle).toBe(false);
    model.stop();
    vi.advanceTimersByTime(60_000);
    expect(model.getSnapshot().idle).toBe(false);
    target.dispatchEvent(new Event('keydown'));
    expect(vi.getTimerCount()).toBe(0);
  });
  it('useIdle polls while mounted', () => {
    const model = createIdleModel({ timeoutMs: 1000 });
    const { result, unmount } = renderHook(() => useIdle(model));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.idle).toBe(true);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
