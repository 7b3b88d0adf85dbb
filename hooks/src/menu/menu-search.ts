// Menu search (shell-spec 2.8): flattened visible entries, text match, and what choosing one does.
import type { MenuItem } from './menu-types.js';

export interface MenuSearchEntry {
  key: string;
  title: string;
  /** Titles from the top-level submenu down to this entry, for "患者管理 / 患者列表" labels. */
  titlePath: string[];
  item: MenuItem;
}

export interface IframeRoute {
  name: string;
  path: string;
  meta: Record<string, unknown> & { url: string; title: string };
}

export type MenuSearchAction =
  { type: 'external'; url: string } | { type: 'route'; route: IframeRoute } | { type: 'path'; path: string };

/** Every navigable visible entry (submenus are not pages), depth first. */
export function flattenMenu(items: readonly MenuItem[], parents: string[] = []): MenuSearchEntry[] {
  return items.flatMap((item) => {
    const titlePath = [...parents, item.title];
    if (item.children) return flattenMenu(item.children, titlePath);
    return [{ key: item.key, title: item.title, titlePath, item }];
  });
}

/** Case-insensitive match on the title, its parents' titles and the path; a blank query matches nothing. */
export function searchMenu(entries: readonly MenuSearchEntry[], query: string): MenuSearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return entries.filter(
    (e) => e.titlePath.join('/').toLowerCase().includes(needle) || e.item.path.toLowerCase().includes(needle),
  );
}

const isHttp = (value: string | null): value is string => value !== null && /^https?:\/\//i.test(value);

export function menuSearchAction(item: MenuItem): MenuSearchAction {
  const url = item.url ?? (isHttp(item.path) ? item.path : null);
  if (item.target === '_blank' && url) return { type: 'external', url };
  if (url) {
    return {
      type: 'route',
      route: { name: item.name, path: item.path, meta: { ...item.meta, url, title: item.title } },
    };
  }
  return { type: 'path', path: item.path };
}
