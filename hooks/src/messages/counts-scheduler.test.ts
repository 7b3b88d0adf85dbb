import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountsScheduler } from './counts-scheduler.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('counts scheduler', () => {
  it('refreshes at load, after 60 s, and every 6 s', async () => {
    const refresh = vi.fn(async () => undefined);
    const scheduler = createCountsScheduler({ refresh, pollMs: 0 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('polls every 6 s on top of the load and 60 s refreshes', async () => {
    const refresh = vi.fn(async () => undefined);
    const scheduler = createCountsScheduler({ refresh });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(54_000);
    // 10 polls by 60 s, plus the load, plus the 60 s refresh.
    expect(refresh).toHaveBeenCalledTimes(12);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(12);
    expect(scheduler.running).toBe(false);
  });

  it('a second start arms no second set of timers', async () => {
    const refresh = vi.fn(async () => undefined);
    const scheduler = createCountsScheduler({ refresh });
    scheduler.start();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('keeps polling after a failed refresh', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('offline');
    });
    const scheduler = createCountsScheduler({ refresh });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('triggers during a running refresh collapse into one more run after it', async () => {
    let release: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const scheduler = createCountsScheduler({ refresh, pollMs: 0 });
    const first = scheduler.trigger();
    const second = scheduler.trigger();
    const third = scheduler.trigger();
    expect(second).toBe(third);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    release();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(2);
    release();
    await second;
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
