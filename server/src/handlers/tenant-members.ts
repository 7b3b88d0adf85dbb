// Which users, roles and departments an administrator may name: members and rows of the acting tenant only; any
// other id fails the whole request (404), so nothing of another tenant is touched or revealed.
import { and, eq, inArray } from 'drizzle-orm';
import { departments, roles, userTenants, users } from '../db/schema/identity.js';
import { fail, type RequestContext } from '../core/index.js';

/** The ids that are members of the acting tenant; any other id fails the whole request. */
export async function membersOf(ctx: RequestContext, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw fail.business('请选择用户');
  if (unique.length > 1000) throw fail.business('一次最多操作1000个用户');
  const found = await ctx.db
    .select({ id: userTenants.userId })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(
      and(eq(userTenants.tenantId, ctx.tenantId), inArray(userTenants.userId, unique), eq(users.delFlag, 0)),
    );
  if (found.length !== unique.length) throw fail.notFound();
  return unique;
}

/** A role of the acting tenant, else 404. */
export async function tenantRole(ctx: RequestContext, roleId: string): Promise<string> {
  const [role] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.tenantId, ctx.tenantId)))
    .limit(1);
  if (!role) throw fail.notFound('角色不存在');
  return role.id;
}

/** A live department of the acting tenant, else 404. */
export async function tenantDepart(ctx: RequestContext, departId: string): Promise<string> {
  const [depart] = await ctx.db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(eq(departments.id, departId), eq(departments.tenantId, ctx.tenantId), eq(departments.delFlag, 0)),
    )
    .limit(1);
  if (!depart) throw fail.notFound('部门不存在');
  return depart.id;
}
