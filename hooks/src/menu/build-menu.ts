// Builds the sidebar tree from the server menu: hidden items skipped, submenus, always-show, empty parents hidden.
import type { PermissionEntry } from '../permission/permission-types.js';
import { displayTitle, type TitleContext } from '../title/home-title.js';
import type { MenuItem } from './menu-types.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toItem(entry: PermissionEntry, context: TitleContext): MenuItem {
  const meta = entry.meta ?? {};
  const external = meta.internalOrExternal === true;
  return {
    key: entry.path,
    path: entry.path,
    name: entry.name ?? entry.path,
    title: displayTitle(meta.title ?? entry.name ?? entry.path, context),
    icon: text(meta.icon),
    target: external ? '_blank' : null,
    url: text(meta.url),
    cornerMarkUrl: text(entry.cornerMarkUrl) ?? text(meta.cornerMarkUrl),
    component: text(entry.component),
    meta: { ...meta },
  };
}

function build(entries: readonly PermissionEntry[], context: TitleContext, depth: number): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries) {
    // Buttons ride along in some answers; only pages and directories are menu items.
    if (!entry || entry.hidden || String(entry.type ?? '') === '2' || typeof entry.path !== 'string')
      continue;
    const item = toItem(entry, context);
    const kids = Array.isArray(entry.children) ? entry.children : [];
    if (kids.length === 0) {
      items.push(item);
      continue;
    }
    const visible = depth < 16 ? build(kids, context, depth + 1) : [];
    // A parent whose children are all hidden disappears rather than showing an empty submenu.
    if (visible.length === 0) continue;
    items.push(entry.alwaysShow ? item : { ...item, children: visible });
  }
  return items;
}

export function buildMenuTree(
  menu: readonly PermissionEntry[] | null | undefined,
  context: TitleContext = {},
): MenuItem[] {
  return Array.isArray(menu) ? build(menu, context, 0) : [];
}
