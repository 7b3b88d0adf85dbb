// Operations of the `subject` tag beyond the generic resource: a subject's visit forms (in the order of its visit
// schedule, with visit and form names, due date and window), one visit form opened from a `visitForm` message
// (detailId, or caseId + formId), its data entry and audit trail (visit-form-entry.ts) and change requests (visit-form-changes.ts); only
// within projects the user is a member of.
import { and, asc, eq, sql } from 'drizzle-orm';
import { projectMembers, SUBJECT_STATUS, subjects, visitForms } from '../db/schema/domain.js';
import { fail, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import { projectMemberJoin, text, wireTime } from './domain-kit.js';
import { visitFormChangeAdd, visitFormChangeAudit, visitFormChangeList } from './visit-form-changes.js';
import { requireProjectOperation } from '../resources/project-operations.js';
import { subjectOperation } from '../resources/subject.js';
import { visitFormChangeProjectList } from './visit-form-change-project-list.js';
import { visitFormAuditTrail, visitFormExtras, visitFormSave, visitFormSubmit } from './visit-form-entry.js';

function toVisitForm(r: typeof visitForms.$inferSelect) {
  return {
    id: r.id,
    projectId: r.projectId,
    subjectId: r.subjectId,
    formId: r.formId,
    caseId: r.caseId,
    detailId: r.detailId,
    name: r.name,
    status: r.status,
    data: r.data ?? {},
    createTime: wireTime(r.createTime),
    visitId: r.visitId ?? null,
    visitName: r.visitName ?? null,
    formName: r.formName ?? null,
    sortNo: r.sortNo,
    dueDate: r.dueDate ?? null,
    windowStart: r.windowStart ?? null,
    windowEnd: r.windowEnd ?? null,
  };
}

function memberOf(userId: string) {
  return projectMemberJoin(visitForms.projectId, visitForms.tenantId, userId);
}

async function visitFormList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const subjectId = text(input.query.subjectId);
  if (!subjectId) throw fail.badRequest('缺少参数 subjectId');
  const [subject] = await ctx.db
    .select({ id: subjects.id })
    .from(subjects)
    .innerJoin(projectMembers, projectMemberJoin(subjects.projectId, subjects.tenantId, user.id))
    .where(and(eq(subjects.tenantId, ctx.tenantId), eq(subjects.id, subjectId)))
    .limit(1);
  if (!subject) throw fail.notFound();
  const rows = await ctx.db
    .select({ f: visitForms })
    .from(visitForms)
    .where(and(eq(visitForms.tenantId, ctx.tenantId), eq(visitForms.subjectId, subjectId)))
    // The schedule's order (visit, then form); rows older than the plan keep their creation order.
    .orderBy(asc(visitForms.sortNo), asc(visitForms.createTime), asc(visitForms.id));
  return rows.map((r) => toVisitForm(r.f));
}

async function visitFormDetail(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const detailId = text(input.query.detailId);
  const caseId = text(input.query.caseId);
  const formId = text(input.query.formId);
  if (!detailId && !(caseId && formId)) throw fail.badRequest('缺少参数 detailId');
  const [row] = await ctx.db
    .select({ f: visitForms, role: projectMembers.role })
    .from(visitForms)
    .innerJoin(projectMembers, memberOf(user.id))
    .where(
      and(
        eq(visitForms.tenantId, ctx.tenantId),
        detailId ? eq(visitForms.detailId, detailId) : undefined,
        caseId ? eq(visitForms.caseId, caseId) : undefined,
        formId ? eq(visitForms.formId, formId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw fail.notFound();
  return { ...toVisitForm(row.f), ...(await visitFormExtras(ctx.db, ctx, row.f, row.role)) };
}

/** 保存草稿 / 提交 answer the form as the detail does. */
async function filled(
  done: Promise<{ form: typeof visitForms.$inferSelect; role: string }>,
  ctx: RequestContext,
) {
  const { form, role } = await done;
  return { ...toVisitForm(form), ...(await visitFormExtras(ctx.db, ctx, form, role)) };
}

/** 退出: status 已退出 with the reason; members whose project role grants it, a withdrawn one stays as it is. */
async function subjectWithdraw(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Record<string, unknown>;
  const id = text(body.id);
  if (!id) throw fail.badRequest('缺少参数 id');
  const reason = text(body.reason);
  if (!reason) throw fail.business('请填写退出原因');
  const [subject] = await ctx.db
    .select({ id: subjects.id, status: subjects.status, projectId: subjects.projectId })
    .from(subjects)
    .innerJoin(projectMembers, projectMemberJoin(subjects.projectId, subjects.tenantId, user.id))
    .where(and(eq(subjects.tenantId, ctx.tenantId), eq(subjects.id, id)))
    .limit(1);
  if (!subject) throw fail.notFound();
  await requireProjectOperation(ctx.db, ctx, [subject.projectId], subjectOperation('withdraw'));
  if (subject.status === SUBJECT_STATUS.withdrawn) throw fail.business('该受试者已退出');
  await ctx.db
    .update(subjects)
    .set({
      status: SUBJECT_STATUS.withdrawn,
      withdrawReason: reason,
      updateBy: user.username,
      updateTime: sql`now()`,
    })
    .where(and(eq(subjects.tenantId, ctx.tenantId), eq(subjects.id, id)));
  return null;
}

export const subjectOps = { visitFormList, visitFormDetail, subjectWithdraw };

export const handlers: HandlerMap = {
  visitFormList: (input, ctx) => visitFormList(input, ctx),
  visitFormDetail: (input, ctx) => visitFormDetail(input, ctx),
  subjectWithdraw: (input, ctx) => subjectWithdraw(input, ctx),
  visitFormSave: (input, ctx) => filled(visitFormSave(input, ctx), ctx),
  visitFormSubmit: (input, ctx) => filled(visitFormSubmit(input, ctx), ctx),
  visitFormAuditTrail: (input, ctx) => visitFormAuditTrail(input, ctx),
  visitFormChangeList: (input, ctx) => visitFormChangeList(input, ctx),
  visitFormChangeProjectList: (input, ctx) => visitFormChangeProjectList(input, ctx),
  visitFormChangeAdd: (input, ctx) => visitFormChangeAdd(input, ctx),
  visitFormChangeAudit: (input, ctx) => visitFormChangeAudit(input, ctx),
};
