// Keeps another count in step with the bell's: calls `onChange` when the notice model's unread total moves (an
// optimistic read) and after each of its refreshes (a live push, a poll), so e.g. the side menu's 消息 badge
// follows the bell at once instead of on its own 10 s timer.
import type { NoticeModel } from './notice-model.js';

export function followUnreadCount(
  notices: Pick<NoticeModel, 'subscribe' | 'getSnapshot'>,
  onChange: (unreadCount: number) => void,
): () => void {
  let { unreadCount: lastCount, loading: wasLoading } = notices.getSnapshot();
  return notices.subscribe(() => {
    const { unreadCount, loading } = notices.getSnapshot();
    const refreshed = wasLoading && !loading;
    const moved = unreadCount !== lastCount;
    wasLoading = loading;
    lastCount = unreadCount;
    if (refreshed || moved) onChange(unreadCount);
  });
}
