// Shell slot menuBadgeSync: the side menu's badges (消息 among them) refresh whenever the bell's count moves or
// refreshes (a live push, a read), instead of lagging on their own 10 s timer.
import { useEffect } from 'react';
import { followUnreadCount, type MenuBadgesModel } from '@clinic/hooks';
import { useSessionMessageCenter } from './use-session-message-center';

export function MenuBadgeSync({ badges }: { badges: MenuBadgesModel }) {
  const center = useSessionMessageCenter();
  useEffect(() => {
    if (!center) return undefined;
    return followUnreadCount(center.notices, () => void badges.refresh());
  }, [center, badges]);
  return null;
}
