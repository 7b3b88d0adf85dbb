// Operations of the `project` tag: the user's research projects (myProject), one project's detail with role, menu
// and operations (get; members only), and creating a project (identifyFlag users; the creator becomes its admin).
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { projectMembers, projectMenus, projects } from '../db/schema/domain.js';
import {
  EnvelopeReply,
  fail,
  page,
  paging,
  requireUser,
  type HandlerMap,
  type RequestContext,
} from '../core/index.js';
import { newId, projectMemberJoin, text, wireTime } from './domain-kit.js';
import { targetQuantityOf } from '../resources/project-values.js';
import { menuTree, projectMenuRows, ROLE_RIGHT } from '../resources/project-menus.js';
import { authOperations } from '../resources/project-operations.js';

const PROJECT_PAGE_MAX = 999;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

type ProjectRow = typeof projects.$inferSelect;

function toProject(r: ProjectRow) {
  return {
    id: r.id,
    projectName: r.projectName,
    codeName: r.codeName,
    startTime: wireTime(r.startTime),
    endTime: wireTime(r.endTime),
    targetQuantity: r.targetQuantity,
    description: r.description,
    createBy: r.createBy,
    createTime: wireTime(r.createTime),
  };
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function likeText(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Projects the signed-in user is a member of, newest first; `projectName` filters, pageSize up to 999. */
async function myProject(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const p = paging(input.query, { max: PROJECT_PAGE_MAX });
  const name = text(input.query.projectName);
  const where = and(
    eq(projects.tenantId, ctx.tenantId),
    name ? ilike(projects.projectName, likeText(name)) : undefined,
  );
  const member = projectMemberJoin(projects.id, projects.tenantId, user.id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select({ p: projects, role: projectMembers.role, roleRight: projectMembers.roleRight })
      .from(projects)
      .innerJoin(projectMembers, member)
      .where(where)
      .orderBy(desc(projects.createTime), desc(projects.id))
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(projects).innerJoin(projectMembers, member).where(where),
  ]);
  return page(
    rows.map((r) => ({ ...toProject(r.p), role: r.role, roleRight: r.roleRight })),
    Number(total),
    p,
  );
}

/** Detail of one project for a member: role, roleRight, the menu tagged with projectId, operations. */
async function getProject(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const projectId = text(input.query.projectId ?? input.query.id);
  if (!projectId) throw fail.badRequest('缺少参数 projectId');
  const [row] = await ctx.db
    .select({ p: projects, role: projectMembers.role, roleRight: projectMembers.roleRight })
    .from(projects)
    .innerJoin(projectMembers, projectMemberJoin(projects.id, projects.tenantId, user.id))
    .where(and(eq(projects.tenantId, ctx.tenantId), eq(projects.id, projectId)))
    .limit(1);
  // Not a member (or another tenant's project) looks exactly like no project at all.
  if (!row) throw fail.notFound();
  const menuRows = await ctx.db
    .select()
    .from(projectMenus)
    .where(and(eq(projectMenus.tenantId, ctx.tenantId), eq(projectMenus.projectId, projectId)))
    .orderBy(asc(projectMenus.sortNo));
  const operations = authOperations(row.role);
  return {
    ...toProject(row.p),
    role: row.role,
    roleRight: row.roleRight,
    permission: {
      menu: menuTree(menuRows),
      auth: operations.filter((o) => o.status === '1'),
      allAuth: operations,
    },
    authOperation: operations.filter((o) => o.status === '1').map((o) => o.action),
  };
}

/** Integer target: decimals are stripped (12.7 → 12); anything not a non-negative number is refused. */
function timeOf(value: unknown, label: string): string | null {
  const t = text(value);
  if (!t) return null;
  if (!DATE_TIME.test(t) || Number.isNaN(Date.parse(t.replace(' ', 'T'))))
    throw fail.business(`${label}格式不正确`);
  return t;
}

async function addProject(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  if (!user.identifyFlag) throw fail.noPermission('您没有创建项目的权限');
  const body = (input.body ?? {}) as Record<string, unknown>;
  const projectName = text(body.projectName);
  if (!projectName) throw fail.business('请输入项目名称');
  if (projectName.length > 100) throw fail.business('项目名称不能超过100个字符');
  const codeName = text(body.codeName) ?? null;
  if (codeName && codeName.length > 50) throw fail.business('项目简称不能超过50个字符');
  const startTime = timeOf(body.startTime, '开始时间');
  const endTime = timeOf(body.endTime, '结束时间');
  if (startTime && endTime && startTime > endTime) throw fail.business('结束时间不能早于开始时间');
  const targetQuantity = targetQuantityOf(body.targetQuantity);
  const description = text(body.description) ?? null;
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(projects).values({
      id,
      tenantId: ctx.tenantId,
      projectName,
      codeName,
      startTime,
      endTime,
      targetQuantity,
      description,
      createBy: user.username,
      createTime: sql`localtimestamp`,
    });
    await tx.insert(projectMembers).values({
      id: newId(),
      tenantId: ctx.tenantId,
      projectId: id,
      userId: user.id,
      role: 'admin',
      roleRight: ROLE_RIGHT.admin,
    });
    await tx.insert(projectMenus).values(projectMenuRows(ctx.tenantId, id));
  });
  const [row] = await ctx.db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, ctx.tenantId), eq(projects.id, id)));
  // The console shows the envelope's message on success.
  return new EnvelopeReply(200, '添加成功', row ? toProject(row) : { id });
}

export const projectOps = { myProject, getProject, addProject };

export const handlers: HandlerMap = {
  myProject: (input, ctx) => myProject(input, ctx),
  getProject: (input, ctx) => getProject(input, ctx),
  addProject: (input, ctx) => addProject(input, ctx),
};
