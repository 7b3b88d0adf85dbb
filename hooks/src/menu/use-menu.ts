// React bindings of the sidebar: the menu snapshot, and badge counts polled while mounted.
import { useEffect } from 'react';
import type { MenuBadgesModel, BadgeCounts } from './menu-badges.js';
import type { MenuModel, MenuSnapshot } from './menu-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useMenu(model: MenuModel): MenuSnapshot {
  return useModelState(model);
}

/** Watches the menu's items and polls their badges every 10 s while the sidebar is mounted. */
export function useMenuBadges(badges: MenuBadgesModel, menu: MenuModel): BadgeCounts {
  const { items } = useMenu(menu);
  useEffect(() => badges.setItems(items), [badges, items]);
  useEffect(() => {
    badges.start();
    return () => badges.stop();
  }, [badges]);
  return useModelState(badges);
}
