// Finds the server menu entry that answers an address: exact path, or a `:param` pattern of the menu.
import type { PermissionEntry } from '@clinic/hooks';

/** Layout containers of a submenu (never `layouts/IframePageView`, which is a page that frames meta.url). */
const CONTAINER = /(?:^|\/)(?:RouteView|PageView|RouterView)$/;

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?:[A-Za-z_][\w]*/g, '[^/]+')}/?$`);

/** The page entry (never a submenu container) whose path matches `pathname`, depth first. */
export function findMenuEntry(menu: readonly PermissionEntry[], pathname: string): PermissionEntry | null {
  for (const entry of menu) {
    if (entry.children?.length) {
      const below = findMenuEntry(entry.children, pathname);
      if (below) return below;
    }
    if (!entry.path || !entry.component || CONTAINER.test(entry.component)) continue;
    if (entry.path === pathname || (entry.path.includes(':') && patternOf(entry.path).test(pathname))) {
      return entry;
    }
  }
  return null;
}

/** Titles of the menu entries leading to `pathname` (the breadcrumb trail), outermost first. */
export function menuTrail(menu: readonly PermissionEntry[], pathname: string): PermissionEntry[] {
  for (const entry of menu) {
    if (entry.path === pathname && !entry.children?.length) return [entry];
    if (entry.children?.length) {
      const below = menuTrail(entry.children, pathname);
      if (below.length > 0) return [entry, ...below];
    }
  }
  return [];
}
