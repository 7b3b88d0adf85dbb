// Handlers for the tenant tag outside generic CRUD: 成员 of a tenant (list, add by login name with a role, remove).
// Platform-level like the tenants: the tenant must be one the acting tenant owns (the platform department's
// registry), else 404; the permission system:tenant:users is held by the platform department's roles alone.
import { sql } from 'drizzle-orm';
import {
  EnvelopeReply,
  fail,
  page,
  paging,
  type ApiInput,
  type HandlerMap,
  type RequestContext,
} from '../core/index.js';
import { rows } from '../db/rows.js';

/** A tenant of the acting tenant's registry, else 404: another tenant's administrator owns none. */
async function ownedTenant(ctx: RequestContext, tenantId: unknown): Promise<string> {
  const id = String(tenantId ?? '');
  const [found] = await rows<{ id: string }>(
    ctx.db,
    sql`SELECT id FROM sys_tenant WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`,
  );
  if (!found) throw fail.notFound('租户不存在');
  return found.id;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

async function tenantUserList(input: ApiInput, ctx: RequestContext) {
  const query = input.query ?? {};
  const tenantId = await ownedTenant(ctx, query.tenantId);
  const p = paging(query);
  const name = String(query.realname ?? '').trim();
  const like = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`ut.tenant_id = ${tenantId} AND u.del_flag = 0
    ${name ? sql`AND (u.realname LIKE ${like} OR u.username LIKE ${like})` : sql``}`;
  const [records, [total]] = await Promise.all([
    rows<Record<string, unknown>>(
      ctx.db,
      sql`SELECT u.id, u.username, u.realname, u.phone, u.status,
            (SELECT i.item_text FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
              WHERE d.dict_code = 'user_status' AND d.tenant_id = '0' AND i.item_value = u.status::text
              LIMIT 1) AS "status_dictText",
            (SELECT string_agg(r.role_name, ',' ORDER BY r.role_name) FROM sys_user_role ur
              JOIN sys_role r ON r.id = ur.role_id
              WHERE ur.user_id = u.id AND ur.tenant_id = ${tenantId}) AS "roleNames",
            (u.tenant_id = ${tenantId}) AS "defaultTenant"
          FROM sys_user_tenant ut JOIN sys_user u ON u.id = ut.user_id
          WHERE ${where}
          ORDER BY u.create_time DESC, u.id
          LIMIT ${p.pageSize} OFFSET ${p.offset}`,
    ),
    rows<{ n: string | number }>(
      ctx.db,
      sql`SELECT count(*) AS n FROM sys_user_tenant ut JOIN sys_user u ON u.id = ut.user_id WHERE ${where}`,
    ),
  ]);
  const members = records.map((r) => ({
    ...r,
    status: Number(r.status),
    defaultTenant: r.defaultTenant === true || r.defaultTenant === 't',
  }));
  return page(members, Number(total?.n ?? 0), p);
}

interface AddBody {
  tenantId: string;
  usernames: string[];
  roleCode?: string;
}

async function addTenantUsers(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as AddBody;
  const tenantId = await ownedTenant(ctx, body.tenantId);
  const names = [...new Set(body.usernames.map((n) => n.trim()).filter(Boolean))];
  if (names.length === 0) throw fail.business('请输入用户账号');
  const found = await rows<{ id: string; username: string }>(
    ctx.db,
    sql`SELECT id, username FROM sys_user WHERE username IN (${list(names)}) AND del_flag = 0`,
  );
  const missing = names.filter((n) => !found.some((u) => u.username === n));
  if (missing.length > 0) throw fail.business(`用户不存在：${missing.join('、')}`);
  let roleId: string | null = null;
  if (body.roleCode) {
    const [role] = await rows<{ id: string }>(
      ctx.db,
      sql`SELECT id FROM sys_role WHERE tenant_id = ${tenantId} AND role_code = ${body.roleCode}`,
    );
    if (!role) throw fail.business('该租户没有这个角色');
    roleId = role.id;
  }
  const [root] = await rows<{ id: string }>(
    ctx.db,
    sql`SELECT id FROM sys_depart WHERE tenant_id = ${tenantId} AND parent_id IS NULL AND del_flag = 0
        ORDER BY sort_no, id LIMIT 1`,
  );
  await ctx.db.transaction(async (tx) => {
    for (const user of found) {
      await tx.execute(
        sql`INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES (${user.id}, ${tenantId}) ON CONFLICT DO NOTHING`,
      );
      if (roleId)
        await tx.execute(
          sql`INSERT INTO sys_user_role (user_id, role_id, tenant_id) VALUES (${user.id}, ${roleId}, ${tenantId})
              ON CONFLICT DO NOTHING`,
        );
      // A member with no department of the tenant joins its root one (else every page warns 您尚未设置部门信息!).
      if (root)
        await tx.execute(
          sql`INSERT INTO sys_user_depart (user_id, dep_id, tenant_id)
              SELECT ${user.id}, ${root.id}, ${tenantId}
              WHERE NOT EXISTS (SELECT 1 FROM sys_user_depart WHERE user_id = ${user.id} AND tenant_id = ${tenantId})
              ON CONFLICT DO NOTHING`,
        );
    }
  });
  return new EnvelopeReply(200, '添加成功', null);
}

async function removeTenantUsers(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as { tenantId: string; userIds: string[] };
  const tenantId = await ownedTenant(ctx, body.tenantId);
  const ids = [...new Set(body.userIds)];
  const members = await rows<{ id: string; realname: string; home: string }>(
    ctx.db,
    sql`SELECT u.id, u.realname, u.tenant_id AS home FROM sys_user_tenant ut JOIN sys_user u ON u.id = ut.user_id
        WHERE ut.tenant_id = ${tenantId} AND ut.user_id IN (${list(ids)})`,
  );
  if (members.length !== ids.length) throw fail.notFound('用户不是该租户的成员');
  const home = members.filter((m) => m.home === tenantId);
  if (home.length > 0)
    throw fail.business(`该租户是「${home.map((m) => m.realname).join('、')}」的默认租户，不能移出`);
  if (ctx.user && ids.includes(ctx.user.id) && tenantId === ctx.tenantId)
    throw fail.business('不能将当前登录用户移出当前租户');
  await ctx.db.transaction(async (tx) => {
    const where = sql`tenant_id = ${tenantId} AND user_id IN (${list(ids)})`;
    await tx.execute(sql`DELETE FROM sys_user_role WHERE ${where}`);
    await tx.execute(sql`DELETE FROM sys_user_depart WHERE ${where}`);
    await tx.execute(sql`DELETE FROM sys_user_tenant WHERE ${where}`);
  });
  return new EnvelopeReply(200, '移除成功', null);
}

export const handlers: HandlerMap = { tenantUserList, addTenantUsers, removeTenantUsers };
