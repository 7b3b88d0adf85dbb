// Keeps another count in step with the bell's: calls `onChange` when the notice model's unread total moves (an
// optimistic read) and after each of its refreshes (a live push, a poll), so e.g. the side menu's 消息 badge
// follows the bell at once instead of on its own 10 s timer.

/** What following needs of the bell's notice model. */
export interface UnreadCountSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { unreadCount: number; loading: boolean };
}

export function followUnreadCount(
  notices: UnreadCountSource,
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
