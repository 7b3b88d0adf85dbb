// Operations of the `task` tag beyond the generic resource: the signed-in user's own tasks (the /task page of the
// research shell), paged, filtered by status and project.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { projects, tasks } from '../db/schema/domain.js';
import { page, paging, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import { text, wireTime } from './domain-kit.js';

async function myTasks(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const p = paging(input.query);
  const status = text(input.query.status);
  const projectId = text(input.query.projectId);
  const where = and(
    eq(tasks.tenantId, ctx.tenantId),
    eq(tasks.assignee, user.username),
    status ? eq(tasks.status, status) : undefined,
    projectId ? eq(tasks.projectId, projectId) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select({ t: tasks, projectName: projects.projectName })
      .from(tasks)
      .leftJoin(projects, and(eq(projects.id, tasks.projectId), eq(projects.tenantId, tasks.tenantId)))
      .where(where)
      .orderBy(asc(tasks.status), desc(tasks.createTime), desc(tasks.id))
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(tasks).where(where),
  ]);
  const records = rows.map(({ t, projectName }) => ({
    id: t.id,
    title: t.title,
    content: t.content,
    projectId: t.projectId,
    projectName,
    assignee: t.assignee,
    status: t.status,
    priority: t.priority,
    dueDate: t.dueDate,
    createBy: t.createBy,
    createTime: wireTime(t.createTime),
  }));
  return page(records, Number(total), p);
}

export const taskOps = { myTasks };

// taskList with mine=1 also lists one's own; myTasks adds the project names the /task page shows.
export const handlers: HandlerMap = {
  myTasks: (input, ctx) => myTasks(input, ctx),
};
