// The menu resource (/sys/permission): the platform's menus (tenant '0') are every tenant's and read-only to them,
// as global dictionaries are; a tenant adds, edits and deletes its own entries;
// a directory or menu needs its path, a button its permission code and a menu above it, nothing moves below itself,
// a menu with entries below it is not deleted, and a new entry is granted to its creator's roles.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { roleIdsOf } from '../auth/session-user.js';
import { fail, type RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { markSharedSource, PLATFORM_TENANT_ID } from './engine/shared-source.js';
import { rows } from './engine/sql-util.js';

/** The owner of the platform's menus: every tenant shows them, no tenant writes them. */

const PERMISSION_CODE = /^[a-z][A-Za-z0-9]*(:[A-Za-z][A-Za-z0-9]*)+$/;

const listOf = (ids: string[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

const visible = (tenantId: string) => sql`tenant_id IN (${tenantId}, ${PLATFORM_TENANT_ID}) AND del_flag = 0`;

interface MenuShape {
  menuType?: unknown;
  url?: unknown;
  component?: unknown;
  perms?: unknown;
  parentId?: unknown;
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The rules of each kind of entry, checked on the record as it will be stored. */
async function checkShape(record: MenuShape, id: string, ctx: RequestContext, db: Db): Promise<void> {
  const type = String(record.menuType ?? '');
  if (type === '2') {
    if (!filled(record.perms)) throw fail.business('按钮/权限必须填写授权标识');
    if (!PERMISSION_CODE.test(String(record.perms)))
      throw fail.business('授权标识格式不正确，例如 system:user:add');
    if (!filled(record.parentId)) throw fail.business('按钮/权限必须选择上级菜单');
  } else {
    if (!filled(record.url)) throw fail.business('请输入访问路径');
    if (type === '1' && !filled(record.component)) throw fail.business('请输入前端组件');
    if (filled(record.perms) && !PERMISSION_CODE.test(String(record.perms)))
      throw fail.business('授权标识格式不正确，例如 system:user:add');
  }
  if (!filled(record.parentId)) return;
  if (type === '0') throw fail.business('一级菜单不能选择上级菜单');
  const parentId = String(record.parentId);
  const chain = await rows<{ id: string; menu_type: string }>(
    db,
    sql`WITH RECURSIVE up(id, parent_id, menu_type, depth) AS (
          SELECT id, parent_id, menu_type, 0 FROM sys_permission WHERE id = ${parentId} AND ${visible(ctx.tenantId)}
          UNION ALL
          SELECT p.id, p.parent_id, p.menu_type, up.depth + 1 FROM sys_permission p JOIN up ON p.id = up.parent_id
          WHERE up.depth < 16)
        SELECT id, menu_type FROM up ORDER BY depth`,
  );
  if (chain.length === 0) throw fail.business('上级菜单不存在');
  if (chain[0]!.menu_type === '2') throw fail.business('按钮/权限下不能再添加菜单或按钮');
  if (id && chain.some((r) => r.id === id)) throw fail.business('不能把菜单移到它自己或它的下级之下');
}

async function storedShape(id: string, ctx: RequestContext, db: Db): Promise<MenuShape> {
  const [row] = await rows<{
    menu_type: string;
    url: string | null;
    component: string | null;
    perms: string | null;
    parent_id: string | null;
  }>(
    db,
    sql`SELECT menu_type, url, component, perms, parent_id FROM sys_permission
        WHERE id = ${id} AND tenant_id = ${ctx.tenantId} AND del_flag = 0`,
  );
  if (!row) return {};
  return {
    menuType: row.menu_type,
    url: row.url,
    component: row.component,
    perms: row.perms,
    parentId: row.parent_id,
  };
}

/** Entries below a deleted one would point at nothing: the children go first. */
async function refuseParents(ids: string[], ctx: RequestContext, db: Db): Promise<void> {
  const children = await rows<{ name: string }>(
    db,
    sql`SELECT p.name FROM sys_permission c JOIN sys_permission p ON p.id = c.parent_id
        WHERE c.tenant_id = ${ctx.tenantId} AND c.del_flag = 0 AND c.parent_id IN (${listOf(ids)}) AND c.id NOT IN (${listOf(ids)}) LIMIT 1`,
  );
  if (children[0]) throw fail.business(`「${children[0].name}」下还有菜单或按钮，请先删除下级`);
  await db.execute(
    sql`DELETE FROM sys_role_permission WHERE tenant_id = ${ctx.tenantId} AND permission_id IN (${listOf(ids)})`,
  );
}

/** The creator sees a new entry on the next load; other roles get it through 角色授权. */
async function grantToCreator(id: string, ctx: RequestContext, db: Db): Promise<void> {
  if (!ctx.user) return;
  for (const roleId of await roleIdsOf(db, ctx.user.id, ctx.tenantId)) {
    await db.execute(
      sql`INSERT INTO sys_role_permission (role_id, permission_id, tenant_id)
          VALUES (${roleId}, ${id}, ${ctx.tenantId}) ON CONFLICT DO NOTHING`,
    );
  }
}

export const permissionResource = serverResource(resources.permission, {
  sharedTenant: PLATFORM_TENANT_ID,
  hooks: {
    listScope: (query, ctx) => (query.own === '1' ? { where: sql`t.tenant_id = ${ctx.tenantId}` } : {}),
    beforeAdd: (values, ctx, db) => checkShape(values, '', ctx, db),
    async beforeEdit(values, id, ctx, db) {
      await checkShape({ ...(await storedShape(id, ctx, db)), ...values }, id, ctx, db);
    },
    afterAdd: grantToCreator,
    afterRead: markSharedSource('sys_permission'),
    beforeDelete: refuseParents,
  },
});
