import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IDLE_TIMEOUT_MS } from '../idle/index.js';
import { createIdleLogoutModel, idleTimeoutFrom, idleWarningText } from './index.js';

function setup(timeoutMs = 10 * 60_000) {
  let poke: () => void = () => undefined;
  const onTimeout = vi.fn();
  const model = createIdleLogoutModel({
    timeoutMs,
    onTimeout,
    subscribeActivity: (listener) => {
      poke = listener;
      return () => (poke = () => undefined);
    },
  });
  model.start();
  return { model, onTimeout, activity: () => poke() };
}

describe('idle logout model (shell-spec 4.1)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns a minute before the timeout with a countdown, then ends the session once', () => {
    const { model, onTimeout } = setup();
    vi.advanceTimersByTime(9 * 60_000 - 1000);
    expect(model.getSnapshot()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(1000);
    expect(model.getSnapshot()).toEqual({ phase: 'warning', secondsLeft: 60 });
    vi.advanceTimersByTime(15_000);
    expect(model.getSnapshot()).toEqual({ phase: 'warning', secondsLeft: 45 });
    vi.advanceTimersByTime(45_000);
    expect(model.getSnapshot()).toEqual({ phase: 'timedOut' });
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('idle');
  });

  it('activity before the warning postpones it; once warned only 继续使用 counts', () => {
    const { model, onTimeout, activity } = setup();
    vi.advanceTimersByTime(8 * 60_000);
    activity();
    vi.advanceTimersByTime(8 * 60_000);
    expect(model.getSnapshot()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(60_000);
    expect(model.getSnapshot().phase).toBe('warning');
    activity();
    vi.advanceTimersByTime(30_000);
    expect(model.getSnapshot()).toEqual({ phase: 'warning', secondsLeft: 30 });
    model.keepWorking();
    expect(model.getSnapshot()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(8 * 60_000);
    expect(model.getSnapshot()).toEqual({ phase: 'active' });
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('立即退出 ends the session at once and stops polling', () => {
    const { model, onTimeout } = setup();
    vi.advanceTimersByTime(9 * 60_000);
    model.logoutNow();
    model.logoutNow();
    expect(model.getSnapshot()).toEqual({ phase: 'timedOut' });
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('user');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a short timeout warns for its last half', () => {
    const { model } = setup(10_000);
    vi.advanceTimersByTime(4000);
    expect(model.getSnapshot().phase).toBe('active');
    vi.advanceTimersByTime(1000);
    expect(model.getSnapshot()).toEqual({ phase: 'warning', secondsLeft: 5 });
  });

  it('says how many seconds are left', () => {
    expect(idleWarningText(42)).toContain('42 秒后自动退出登录');
  });
});

describe('idleTimeoutFrom', () => {
  it('takes a shorter whole number of milliseconds, never a longer or a broken one', () => {
    expect(idleTimeoutFrom('10000')).toBe(10_000);
    for (const raw of [
      null,
      undefined,
      '',
      'abc',
      '1.5',
      '-5',
      '500',
      String(DEFAULT_IDLE_TIMEOUT_MS),
      '99999999',
    ]) {
      expect(idleTimeoutFrom(raw)).toBe(DEFAULT_IDLE_TIMEOUT_MS);
    }
  });
});
