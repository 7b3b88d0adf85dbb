// The total unread count for badges outside the bell (the research sidebar's 消息): 0 while signed out.
import { useSyncExternalStore } from 'react';
import { useSessionMessageCenter } from './use-session-message-center';

const none = () => () => undefined;
const zero = () => 0;

export function useUnreadCount(): number {
  const center = useSessionMessageCenter();
  return useSyncExternalStore(
    center ? center.notices.subscribe : none,
    center ? () => center.notices.getSnapshot().unreadCount : zero,
    center ? () => center.notices.getSnapshot().unreadCount : zero,
  );
}
