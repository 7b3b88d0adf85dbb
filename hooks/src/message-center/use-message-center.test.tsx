import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createMessageCenter } from './message-center.js';
import { fakeTransport, group, msg } from '../messages/message-test-kit.js';
import { createUnreadPopupModel } from '../messages/unread-popup-model.js';
import { useMessageCenter } from './use-message-center.js';
import { useUnreadPopup } from '../messages/use-unread-popup.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useMessageCenter', () => {
  it('starts on mount, shows the badge count, follows reads and stops on unmount', async () => {
    const transport = fakeTransport({ groups: [group('visit', '随访提醒', [msg('1'), msg('2')])] });
    const center = createMessageCenter({
      transport,
      router: createMemoryRouterAdapter('/'),
      appCode: 'RWS-P-WEB',
    });
    const { result, unmount } = renderHook(() => useMessageCenter(center));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.unreadCount).toBe(2);
    expect(result.current.tabs[0]!.label).toBe('随访提醒(2)');
    await act(() => center.notices.click(result.current.groups[0]!.msgList[0]!));
    expect(result.current.unreadCount).toBe(1);
    unmount();
    expect(center.scheduler.running).toBe(false);
  });
});

describe('useUnreadPopup', () => {
  it('loads once on mount for TB-D-WEB and walks with next', async () => {
    const transport = fakeTransport({ recent: [msg('a'), msg('b')] });
    const model = createUnreadPopupModel({ transport, appCode: 'TB-D-WEB' });
    const { result } = renderHook(() => useUnreadPopup(model));
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Two unread, the first one shown and so read: one left.
    expect(result.current).toMatchObject({ open: true, count: 1, title: '近3天未读消息' });
    await act(() => model.next());
    expect(result.current.current?.id).toBe('b');
    expect(result.current.count).toBe(0);
  });
});
