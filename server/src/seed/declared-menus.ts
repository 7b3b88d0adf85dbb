// The menu entries resources declare (\`menu\` in @clinic/sdk/resources), beside the fixed menus, in their order.
import type { ResourceDef } from '@clinic/sdk/resources';
import { isDemoRole, type MenuSeed } from './menu-seed.js';

/** The menu component of a resource page the console draws from the declaration alone. */
export const RESOURCE_PAGE_PREFIX = 'resource/';

/** The menu entry of a declared resource whose page is not one of the fixed menus. */
function declaredMenu(def: ResourceDef, fixed: readonly MenuSeed[]): MenuSeed | null {
  const menu = def.menu;
  if (!menu || fixed.some((m) => m.url === menu.path)) return null;
  return {
    key: def.name,
    parent: menu.parent,
    name: menu.title ?? def.title,
    menuType: '1',
    url: menu.path,
    component: menu.component ?? `${RESOURCE_PAGE_PREFIX}${def.name}`,
    componentName: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}List`,
    icon: menu.icon ?? 'table',
    keepAlive: true,
    permPrefix: def.permission,
    scope: '',
    roles: ['admin', ...Object.keys(menu.grant ?? {}).filter(isDemoRole)],
  };
}

/**
 * Declared menus in the order of their resources' names, except that under one parent the entries declaring an
 * `order` take their places among themselves by it (运营管理: 积分规则, 积分明细, 积分排行, then 捐赠…).
 */
export function declaredMenus(defs: readonly ResourceDef[], fixed: readonly MenuSeed[]): MenuSeed[] {
  const withMenu = defs.filter((d) => declaredMenu(d, fixed) !== null);
  const ordered = [...withMenu];
  const parents = new Set(withMenu.map((d) => d.menu!.parent));
  for (const parent of parents) {
    const slots = withMenu
      .map((d, i) => [d, i] as const)
      .filter(([d]) => d.menu!.parent === parent && d.menu!.order !== undefined);
    const sorted = [...slots].sort(([a], [b]) => a.menu!.order! - b.menu!.order!);
    slots.forEach(([, i], k) => (ordered[i] = sorted[k]![0]));
  }
  return ordered.map((d) => declaredMenu(d, fixed)!);
}
