import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createCountsScheduler } from './counts-scheduler.js';
import { fakeTransport, group, msg } from './message-test-kit.js';
import { createNoticeModel } from './notice-model.js';
import { useMessageCounts } from './use-message-counts.js';
import { useModelState } from '../core/use-model-state.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useMessageCounts and useModelState(notices)', () => {
  it('run the schedule while mounted and follow the model', async () => {
    const transport = fakeTransport({ groups: [group('visit', '随访提醒', [msg('1')])] });
    const model = createNoticeModel({ transport, router: createMemoryRouterAdapter('/') });
    const scheduler = createCountsScheduler({ refresh: () => model.refresh() });
    const counts = renderHook(() => useMessageCounts(model, scheduler));
    const notices = renderHook(() => useModelState(model));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(counts.result.current).toBe(1);
    expect(notices.result.current.tabs.map((t) => t.label)).toEqual(['随访提醒(1)']);
    transport.groups = [group('visit', '随访提醒', [msg('1'), msg('2')])];
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(counts.result.current).toBe(2);
    counts.unmount();
    expect(scheduler.running).toBe(false);
  });
});
