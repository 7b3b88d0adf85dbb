// Handlers for the depart tag outside generic CRUD: the user's departments, switching department, the department tree.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { userDepartsIn, userInfo } from '../auth/user-profile.js';
import { departments, userDeparts, userTenants, users } from '../db/schema/identity.js';
import { EnvelopeReply, fail, type ApiInput, type HandlerMap, type RequestContext } from '../core/index.js';
import { membersOf, tenantDepart } from './tenant-members.js';

interface TreeNode {
  id: string;
  key: string;
  value: string;
  title: string;
  departName: string;
  orgCode: string;
  deptCode: string;
  parentId: string | null;
  orgCategory: string;
  sortNo: number;
  memberCount: number;
  isLeaf: boolean;
  children?: TreeNode[];
}

type UsersBody = { departId: string; userIds: string[] };

async function addDepartUsers(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as UsersBody;
  const departId = await tenantDepart(ctx, body.departId);
  const ids = await membersOf(ctx, body.userIds);
  await ctx.db
    .insert(userDeparts)
    .values(ids.map((userId) => ({ userId, departId, tenantId: ctx.tenantId })))
    .onConflictDoNothing();
  return new EnvelopeReply(200, '添加成功', null);
}

async function removeDepartUsers(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as UsersBody;
  const departId = await tenantDepart(ctx, body.departId);
  const ids = await membersOf(ctx, body.userIds);
  await ctx.db
    .delete(userDeparts)
    .where(
      and(
        eq(userDeparts.departId, departId),
        eq(userDeparts.tenantId, ctx.tenantId),
        inArray(userDeparts.userId, ids),
      ),
    );
  return new EnvelopeReply(200, '移除成功', null);
}

export const handlers: HandlerMap = {
  addDepartUsers,
  removeDepartUsers,
  async getCurrentUserDeparts(_input, ctx) {
    if (!ctx.user) throw fail.unauthorized();
    const list = await userDepartsIn(ctx.db, ctx.user.id, ctx.tenantId);
    const current = list.find((d) => d.deptCode === ctx.user?.orgCode) ?? null;
    return { list, deptCode: current?.deptCode ?? null };
  },

  async selectDepart(input, ctx) {
    if (!ctx.user) throw fail.unauthorized();
    const { deptCode, username } = (input.body ?? {}) as { deptCode: string; username: string };
    if (username !== ctx.user.username) throw fail.business('只能切换当前登录用户的部门');
    const departs = await userDepartsIn(ctx.db, ctx.user.id, ctx.tenantId);
    if (!departs.some((d) => d.deptCode === deptCode)) throw fail.business('请选择您所属的部门');
    const [user] = await ctx.db
      .update(users)
      .set({ orgCode: deptCode })
      .where(eq(users.id, ctx.user.id))
      .returning();
    if (!user) throw fail.unauthorized();
    return { userInfo: userInfo(user, ctx.tenantId, departs) };
  },

  async queryDepartTreeList(_input, ctx) {
    const rows = await ctx.db
      .select()
      .from(departments)
      .where(and(eq(departments.tenantId, ctx.tenantId), eq(departments.delFlag, 0)))
      .orderBy(asc(departments.sortNo), asc(departments.deptCode));
    const ids = new Set(rows.map((r) => r.id));
    // Live members of the tenant only, as the delete rule counts them.
    const members = await ctx.db
      .select({ id: userDeparts.departId, n: count() })
      .from(userDeparts)
      .innerJoin(users, and(eq(users.id, userDeparts.userId), eq(users.delFlag, 0)))
      .innerJoin(
        userTenants,
        and(eq(userTenants.userId, userDeparts.userId), eq(userTenants.tenantId, ctx.tenantId)),
      )
      .where(eq(userDeparts.tenantId, ctx.tenantId))
      .groupBy(userDeparts.departId);
    const memberCount = new Map(members.map((m) => [m.id, Number(m.n)]));
    const nodes = new Map<string, TreeNode>(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          key: r.id,
          value: r.id,
          title: r.departName,
          departName: r.departName,
          orgCode: r.orgCode,
          deptCode: r.deptCode,
          parentId: r.parentId,
          orgCategory: r.orgCategory,
          sortNo: r.sortNo,
          memberCount: memberCount.get(r.id) ?? 0,
          isLeaf: true,
        },
      ]),
    );
    const roots: TreeNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.id) as TreeNode;
      const parent = r.parentId && ids.has(r.parentId) ? nodes.get(r.parentId) : undefined;
      if (parent) {
        parent.isLeaf = false;
        (parent.children ??= []).push(node);
      } else roots.push(node);
    }
    return roots;
  },
};
