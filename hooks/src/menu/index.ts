// Public surface of the sidebar menu (shell-spec 2.8).
export type { MenuItem } from './menu-types.js';
export { buildMenuTree } from './build-menu.js';
export { accordionOpenKeys, ancestorKeys, selectedKeyFor, type MenuLocation } from './menu-keys.js';
export {
  flattenMenu,
  menuSearchAction,
  searchMenu,
  type IframeRoute,
  type MenuSearchAction,
  type MenuSearchEntry,
} from './menu-search.js';
export {
  BADGE_REFRESH_MS,
  badgeCount,
  badgeUrls,
  createMenuBadgesModel,
  type BadgeCounts,
  type BadgeFetcher,
  type MenuBadgesModel,
} from './menu-badges.js';
export { menuBadgeFetcherFromClient } from './menu-badge-source.js';
export { createMenuModel, type MenuModel, type MenuModelOptions, type MenuSnapshot } from './menu-model.js';
