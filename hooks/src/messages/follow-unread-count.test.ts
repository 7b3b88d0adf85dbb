import { describe, expect, it, vi } from 'vitest';
import { createNoticeModel } from './notice-model.js';
import { followUnreadCount } from './follow-unread-count.js';
import { msg } from './message-test-kit.js';

describe('followUnreadCount', () => {
  it('fires after each refresh and when a read moves the count, and stops when unsubscribed', async () => {
    let unread = [msg('1', 0), msg('2', 0)];
    const notices = createNoticeModel({
      transport: {
        noticeGroups: async () => [
          { classify: '1', classifyName: '系统通知', unreadCount: unread.length, msgList: unread },
        ],
        markRead: async () => undefined,
      },
      router: { navigate: () => undefined },
    });
    const onChange = vi.fn();
    const stop = followUnreadCount(notices, onChange);
    await notices.refresh();
    expect(onChange).toHaveBeenLastCalledWith(2);
    const calls = onChange.mock.calls.length;
    await notices.click(unread[0]!);
    expect(onChange.mock.calls.length).toBeGreaterThan(calls);
    expect(onChange).toHaveBeenLastCalledWith(1);
    stop();
    unread = [];
    await notices.refresh();
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
