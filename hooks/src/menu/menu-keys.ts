// Selected and open keys of the sidebar: route to key, parents of a key, accordion open-keys rule.
import type { MenuItem } from './menu-types.js';

export interface MenuLocation {
  path: string;
  /** Path plus query, the key of parametrised routes. */
  fullPath?: string;
  /** The matched route pattern (`/patient/:id`); a ':' in it marks the route as parametrised. */
  routePath?: string;
}

/** The selected key follows the route; parametrised routes use the full path. */
export function selectedKeyFor({ path, fullPath, routePath }: MenuLocation): string {
  const parametrised = (routePath ?? '').includes(':');
  return parametrised && fullPath ? fullPath : path;
}

/** Keys of the submenus leading to `key`, outermost first; [] when the key is not in the tree. */
export function ancestorKeys(items: readonly MenuItem[], key: string): string[] {
  for (const item of items) {
    if (item.key === key) return [];
    if (item.children) {
      const below = ancestorKeys(item.children, key);
      if (below.length > 0 || item.children.some((c) => c.key === key)) return [item.key, ...below];
    }
  }
  return [];
}

/**
 * Accordion: only one top-level submenu stays open. `next` is what the menu widget asks for
 * (previous keys plus the one just opened); nested keys below the open top-level one are kept.
 */
export function accordionOpenKeys(
  items: readonly MenuItem[],
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const topLevel = new Set(items.filter((i) => i.children).map((i) => i.key));
  const opened = next.find((k) => !previous.includes(k));
  if (!opened || !topLevel.has(opened)) return [...next];
  return next
    .filter((k) => !topLevel.has(k) || k === opened)
    .filter((k) => k === opened || ancestorKeys(items, k)[0] === opened);
}
