// The research rail's 消息 badge (shell-slot researchMessageBadge): the message center's unread count, hidden at 0.
import { useUnreadCount } from './use-unread-count';

export function UnreadBadge() {
  const count = useUnreadCount();
  if (count <= 0) return null;
  return (
    <span
      data-testid="rail-unread-badge"
      aria-label={`${count}条未读消息`}
      className="block min-w-4 rounded-full bg-red-500 px-1 text-center text-[10px] leading-4 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
