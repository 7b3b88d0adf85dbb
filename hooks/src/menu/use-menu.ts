// React binding of the sidebar's badges: counts polled while mounted (the menu itself is useModelState(menu)).
import { useEffect } from 'react';
import type { MenuBadgesModel, BadgeCounts } from './menu-badges.js';
import type { MenuModel } from './menu-model.js';
import { useModelState } from '../core/use-model-state.js';

/** Watches the menu's items and polls their badges every 10 s while the sidebar is mounted. */
export function useMenuBadges(badges: MenuBadgesModel, menu: MenuModel): BadgeCounts {
  const { items } = useModelState(menu);
  useEffect(() => badges.setItems(items), [badges, items]);
  useEffect(() => {
    badges.start();
    return () => badges.stop();
  }, [badges]);
  return useModelState(badges);
}
