// Handlers for the role tag outside generic CRUD: 授权 (the menu and button tree, a role's grants in the tenant, saving
// them), 数据规则 (role-data-rules.ts) and 角色用户 (giving a role to users of the tenant, taking it away).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { permissions, rolePermissions, userRoles } from '../db/schema/identity.js';
import { EnvelopeReply, fail, type ApiInput, type HandlerMap, type RequestContext } from '../core/index.js';
import { PLATFORM_TENANT_ID } from '../resources/engine/shared-source.js';
import { dataRuleHandlers } from './role-data-rules.js';
import { membersOf, tenantRole } from './tenant-members.js';

interface PermissionNode {
  key: string;
  title: string;
  menuType: '0' | '1' | '2';
  perms: string | null;
  scope: '' | 'RWS';
  children?: PermissionNode[];
}

/** The menus a tenant sees: the platform's and its own (菜单管理), live. */
const visibleMenus = (tenantId: string) =>
  and(inArray(permissions.tenantId, [tenantId, PLATFORM_TENANT_ID]), eq(permissions.delFlag, 0));

/** Every live menu and button, menus in their tree and buttons under their menu (a button no menu owns at the top). */
async function queryRolePermissionTree(_input: ApiInput, ctx: RequestContext) {
  const all = await ctx.db
    .select()
    .from(permissions)
    .where(visibleMenus(ctx.tenantId))
    .orderBy(asc(permissions.sortNo), asc(permissions.id));
  const nodes = new Map<string, PermissionNode>(
    all.map((p) => [
      p.id,
      {
        key: p.id,
        title: p.name,
        menuType: p.menuType === '0' || p.menuType === '2' ? p.menuType : '1',
        perms: p.perms ?? null,
        scope: p.appScope === 'RWS' ? 'RWS' : '',
      },
    ]),
  );
  const roots: PermissionNode[] = [];
  // Menus first, so the buttons of a menu follow its sub-menus.
  const ordered = [...all.filter((p) => p.menuType !== '2'), ...all.filter((p) => p.menuType === '2')];
  for (const p of ordered) {
    const node = nodes.get(p.id)!;
    const parent = p.parentId ? nodes.get(p.parentId) : undefined;
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return { treeList: roots, ids: all.map((p) => p.id) };
}

async function queryRolePermission(input: ApiInput, ctx: RequestContext) {
  const roleId = await tenantRole(ctx, String(input.query.roleId ?? ''));
  const granted = await ctx.db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(rolePermissions.roleId, roleId),
        eq(rolePermissions.tenantId, ctx.tenantId),
        visibleMenus(ctx.tenantId),
      ),
    );
  return granted.map((g) => g.id);
}

async function saveRolePermission(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as { roleId: string; permissionIds: string[] };
  const roleId = await tenantRole(ctx, body.roleId);
  const ids = [...new Set(body.permissionIds)];
  if (ids.length > 0) {
    const known = await ctx.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(inArray(permissions.id, ids), visibleMenus(ctx.tenantId)));
    if (known.length !== ids.length) throw fail.business('所选菜单或按钮不存在，请刷新后重试');
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.tenantId, ctx.tenantId)));
    if (ids.length > 0)
      await tx
        .insert(rolePermissions)
        .values(ids.map((permissionId) => ({ roleId, permissionId, tenantId: ctx.tenantId })));
  });
  return new EnvelopeReply(200, '保存成功', null);
}

type UsersBody = { roleId: string; userIds: string[] };

async function addRoleUsers(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as UsersBody;
  const roleId = await tenantRole(ctx, body.roleId);
  const ids = await membersOf(ctx, body.userIds);
  await ctx.db
    .insert(userRoles)
    .values(ids.map((userId) => ({ userId, roleId, tenantId: ctx.tenantId })))
    .onConflictDoNothing();
  return new EnvelopeReply(200, '添加成功', null);
}

async function removeRoleUsers(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as UsersBody;
  const roleId = await tenantRole(ctx, body.roleId);
  const ids = await membersOf(ctx, body.userIds);
  if (ctx.user && ids.includes(ctx.user.id)) {
    // Taking one's own administrator role away would lock the administrator out of this very page.
    throw fail.business('不能移除当前登录用户自己的角色');
  }
  await ctx.db
    .delete(userRoles)
    .where(
      and(eq(userRoles.roleId, roleId), eq(userRoles.tenantId, ctx.tenantId), inArray(userRoles.userId, ids)),
    );
  return new EnvelopeReply(200, '移除成功', null);
}

export const handlers: HandlerMap = {
  queryRolePermissionTree,
  queryRolePermission,
  saveRolePermission,
  addRoleUsers,
  removeRoleUsers,
  ...dataRuleHandlers,
};
