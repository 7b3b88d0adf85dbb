// React bindings of the sidebar: the menu snapshot, and badge counts polled while mounted.
import { useEffect, useSyncExternalStore } from 'react';
import type { MenuBadgesModel, BadgeCounts } from './menu-badges.js';
import type { MenuModel, MenuSnapshot } from './menu-model.js';

export function useMenu(model: MenuModel): MenuSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}

/** Watches the menu's items and polls their badges every 10 s while the sidebar is mounted. */
export function useMenuBadges(badges: MenuBadgesModel, menu: MenuModel): BadgeCounts {
  const { items } = useMenu(menu);
  useEffect(() => badges.setItems(items), [badges, items]);
  useEffect(() => {
    badges.start();
    return () => badges.stop();
  }, [badges]);
  return useSyncExternalStore(badges.subscribe, badges.getSnapshot, badges.getSnapshot);
}
