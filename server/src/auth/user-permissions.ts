// The permission answer of getUserPermissionByToken: the menu tree of the user's roles, granted buttons, every defined button.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { permissions, rolePermissions } from '../db/schema/identity.js';
import { roleIdsOf } from './session-user.js';

type PermissionRow = typeof permissions.$inferSelect;

export interface AuthEntry {
  action: string;
  describe: string;
  type: '1' | '2';
  status: '0' | '1';
}

export interface MenuEntry {
  id: string;
  type: '0' | '1' | '2';
  path: string;
  name: string;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  route: '0' | '1';
  meta: {
    title: string;
    icon: string | null;
    keepAlive: boolean;
    internalOrExternal: boolean;
    componentName: string | null;
    url: string | null;
    /** GET path (without the /jeecg-boot prefix) whose numeric result is the menu badge. */
    cornerMarkUrl?: string;
    permissionList?: AuthEntry[];
  };
  children?: MenuEntry[];
}

/** Research-project application codes get the RWS shell's menus; every other code the general console's. */
export function menuScope(appCode: string): string {
  return appCode.startsWith('RWS-') ? 'RWS' : '';
}

function routeName(row: PermissionRow): string {
  const url = row.url ?? '';
  // JeecgBoot names routes after the path: /system/user → system-user.
  return (
    url
      .replace(/^\/+/, '')
      .replace(/[/:?=&]+/g, '-')
      .replace(/-+$/, '') || row.id
  );
}

/** JeecgBoot's frame page: it shows meta.url (another site, or a page of this server such as /docs/) in the content area. */
export const IFRAME_COMPONENT = 'layouts/IframePageView';

function authEntry(row: PermissionRow): AuthEntry {
  return {
    action: row.perms ?? '',
    describe: row.name,
    type: row.permsType === '2' ? '2' : '1',
    status: row.status === '0' ? '0' : '1',
  };
}

function toMenu(row: PermissionRow, buttons: AuthEntry[]): MenuEntry {
  const url = row.url ?? '';
  const external = /^https?:\/\//.test(url);
  // A framed same-origin page gets a route of its own, so its address never collides with the page it frames.
  const framed = row.component === IFRAME_COMPONENT && url.startsWith('/');
  return {
    id: row.id,
    type: row.menuType === '0' ? '0' : '1',
    path: framed ? `/iframe/${routeName(row)}` : external ? `/${routeName(row)}` : url,
    name: routeName(row),
    component: row.component,
    redirect: row.redirect,
    hidden: row.hidden,
    alwaysShow: row.alwaysShow,
    route: row.route ? '1' : '0',
    meta: {
      title: row.name,
      icon: row.icon,
      keepAlive: row.keepAlive,
      internalOrExternal: row.internalOrExternal,
      componentName: row.componentName,
      url: external || framed ? url : null,
      ...(row.cornerMarkUrl ? { cornerMarkUrl: row.cornerMarkUrl } : {}),
      ...(buttons.length > 0 ? { permissionList: buttons } : {}),
    },
  };
}

function buildTree(menus: PermissionRow[], buttonsByParent: Map<string, AuthEntry[]>): MenuEntry[] {
  const byParent = new Map<string | null, PermissionRow[]>();
  const ids = new Set(menus.map((m) => m.id));
  for (const m of menus) {
    // An orphan (parent not granted) is shown at the top rather than silently lost.
    const parent = m.parentId && ids.has(m.parentId) ? m.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), m]);
  }
  const walk = (parent: string | null, depth: number): MenuEntry[] =>
    (byParent.get(parent) ?? []).map((row) => {
      const entry = toMenu(row, buttonsByParent.get(row.id) ?? []);
      const children = depth < 8 ? walk(row.id, depth + 1) : [];
      return children.length > 0 ? { ...entry, children } : entry;
    });
  return walk(null, 0);
}

export async function userPermissions(db: Db, userId: string, tenantId: string, appCode: string) {
  const roleIds = await roleIdsOf(db, userId, tenantId);
  const grantedIds = new Set(
    roleIds.length === 0
      ? []
      : (
          await db
            .selectDistinct({ id: rolePermissions.permissionId })
            .from(rolePermissions)
            .where(and(inArray(rolePermissions.roleId, roleIds), eq(rolePermissions.tenantId, tenantId)))
        ).map((r) => r.id),
  );
  const all = await db
    .select()
    .from(permissions)
    .where(eq(permissions.delFlag, 0))
    .orderBy(asc(permissions.sortNo), asc(permissions.id));
  const buttons = all.filter((p) => p.menuType === '2' && p.perms);
  const granted = buttons.filter((b) => grantedIds.has(b.id) && b.status === '1');
  const buttonsByParent = new Map<string, AuthEntry[]>();
  for (const b of granted) {
    if (b.parentId)
      buttonsByParent.set(b.parentId, [...(buttonsByParent.get(b.parentId) ?? []), authEntry(b)]);
  }
  const scope = menuScope(appCode);
  const menus = all.filter(
    (p) => p.menuType !== '2' && p.status === '1' && grantedIds.has(p.id) && p.appScope === scope,
  );
  return {
    menu: buildTree(menus, buttonsByParent),
    auth: granted.map(authEntry),
    allAuth: buttons.map(authEntry),
  };
}
