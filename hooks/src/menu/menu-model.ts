// Sidebar state: the item tree, selected key from the route, accordion open keys remembered across collapse.
import { createObservableStore } from '../core/observable-store.js';
import type { PermissionEntry } from '../permission/permission-types.js';
import type { TitleContext } from '../title/home-title.js';
import { buildMenuTree } from './build-menu.js';
import { accordionOpenKeys, ancestorKeys, selectedKeyFor, type MenuLocation } from './menu-keys.js';
import type { MenuItem } from './menu-types.js';

export interface MenuSnapshot {
  items: MenuItem[];
  selectedKeys: string[];
  openKeys: string[];
  collapsed: boolean;
}

export interface MenuModelOptions extends TitleContext {
  /** Top menu mode: no accordion, no open keys. */
  horizontal?: boolean;
  collapsed?: boolean;
}

export interface MenuModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): MenuSnapshot;
  setMenu(menu: readonly PermissionEntry[] | null | undefined): void;
  /** Follows the route: selects its key and opens the submenus above it. */
  syncLocation(location: MenuLocation): void;
  /** The menu widget's open-change event. */
  setOpenKeys(keys: readonly string[]): void;
  setCollapsed(collapsed: boolean): void;
}

export function createMenuModel(options: MenuModelOptions = {}): MenuModel {
  const horizontal = options.horizontal ?? false;
  const context: TitleContext = { appCode: options.appCode, tenantId: options.tenantId };
  const store = createObservableStore<MenuSnapshot>({
    items: [],
    selectedKeys: [],
    openKeys: [],
    collapsed: options.collapsed ?? false,
  });
  let remembered: string[] = [];
  let location: MenuLocation | null = null;

  const openFor = (items: MenuItem[], key: string) => (horizontal ? [] : ancestorKeys(items, key));

  const follow = () => {
    if (!location) return;
    const { items, collapsed } = store.getSnapshot();
    const key = selectedKeyFor(location);
    // A parametrised route's key is its full path; its place in the tree is its pattern.
    const pattern = location.routePath?.includes(':') ? location.routePath : key;
    const open = openFor(items, pattern);
    if (collapsed) {
      remembered = open;
      store.update({ selectedKeys: [key] });
    } else store.update({ selectedKeys: [key], openKeys: open });
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setMenu(menu) {
      store.update({ items: buildMenuTree(menu, context) });
      follow();
    },
    syncLocation(next) {
      location = next;
      follow();
    },
    setOpenKeys(keys) {
      const { items, openKeys, collapsed } = store.getSnapshot();
      if (collapsed) return;
      store.update({ openKeys: horizontal ? [...keys] : accordionOpenKeys(items, openKeys, keys) });
    },
    setCollapsed(collapsed) {
      const snapshot = store.getSnapshot();
      if (collapsed === snapshot.collapsed) return;
      if (collapsed) {
        remembered = snapshot.openKeys;
        store.update({ collapsed, openKeys: [] });
      } else store.update({ collapsed, openKeys: remembered });
    },
  };
}
