// 数据修改申请 of a submitted visit form: filed with a reason by a member, approved or rejected with 审核意见 by another
// member with an auditor role, applied (and written to the 稽查轨迹) only when approved. A request tells the project's
// auditors, a decision tells the requester (message center), each in the request's own transaction.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { projectMembers, subjects, VISIT_FORM_STATUS, visitForms } from '../db/schema/domain.js';
import { visitFormChanges, type VisitFormChangeItem } from '../db/schema/visit-form-audit.js';
import { fail, requireUser, type RequestContext, type SessionUser } from '../core/index.js';
import { newId, projectMemberJoin, text, wireTime } from './domain-kit.js';
import { checkValues, type Values } from './dynamic-form/shared.js';
import { createMessages, type NewMessage } from '../resources/message-out.js';
import {
  CHANGE_AUDITOR_ROLES,
  changedFields,
  formById,
  mayFill,
  memberForm,
  nameOf,
  requireDefinition,
  same,
  writeAudit,
  type Body,
  type VisitFormRow,
} from './visit-form-entry.js';

/** Message classifications (message_classification): 待办任务 for an auditor, 系统通知 for the requester. */
const CLASSIFY_TODO = '3';
const CLASSIFY_NOTICE = '1';

export function toChange(r: typeof visitFormChanges.$inferSelect, userId: string) {
  return {
    id: r.id,
    visitFormId: r.visitFormId,
    status: r.status,
    changes: r.changes,
    reason: r.reason,
    applicantName: r.applicantName,
    mine: r.applicantId === userId,
    auditorName: r.auditorName,
    auditReason: r.auditReason,
    auditTime: wireTime(r.auditTime),
    createTime: wireTime(r.createTime),
  };
}

export async function visitFormChangeList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const { form } = await memberForm(ctx.db, ctx, text(input.query.id));
  const rows = await ctx.db
    .select()
    .from(visitFormChanges)
    .where(and(eq(visitFormChanges.tenantId, ctx.tenantId), eq(visitFormChanges.visitFormId, form.id)))
    .orderBy(desc(visitFormChanges.createTime), desc(visitFormChanges.id))
    .limit(200);
  return rows.map((r) => toChange(r, user.id));
}

/** 数据修改申请: new values of a submitted form's fields with a reason; nothing changes until approved. */
export async function visitFormChangeAdd(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Body;
  const { form, role } = await memberForm(ctx.db, ctx, text(body.id));
  // Asking to change values is filling the form again: the roles that fill it (not the auditors alone).
  if (!mayFill(role)) throw fail.noPermission();
  if (form.status !== VISIT_FORM_STATUS.submitted) throw fail.business('表单尚未提交，可直接修改后保存');
  const reason = text(body.reason);
  if (!reason) throw fail.business('请填写修改原因');
  const fields = await requireDefinition(ctx.db, ctx, form);
  const asked = (body.data && typeof body.data === 'object' ? body.data : {}) as Body;
  const before = (form.data ?? {}) as Values;
  // The new values are checked with the whole form as it would read after the change.
  const after = checkValues(fields, { ...before, ...asked });
  const changes: VisitFormChangeItem[] = changedFields(
    fields.filter((f) => f.name in asked),
    before,
    after,
  );
  if (changes.length === 0) throw fail.business('请至少修改一个字段的值');
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [inserted] = await db
      .insert(visitFormChanges)
      .values({
        id: newId(),
        tenantId: ctx.tenantId,
        projectId: form.projectId,
        visitFormId: form.id,
        changes,
        reason,
        applicantId: user.id,
        applicantName: nameOf(user),
      })
      .returning();
    const auditors = await db
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.tenantId, ctx.tenantId),
          eq(projectMembers.projectId, form.projectId),
          inArray(projectMembers.role, [...CHANGE_AUDITOR_ROLES]),
          ne(projectMembers.userId, user.id),
        ),
      );
    const subject = await subjectNameOf(db, ctx, form);
    const fieldNames = changes.map((c) => c.fieldLabel).join('、');
    await createMessages(
      db,
      ctx.notifier,
      [...new Set(auditors.map((a) => a.userId))].map((userId) =>
        changeMessage(ctx, form, userId, user, {
          classify: CLASSIFY_TODO,
          title: `数据修改申请待审核：${subject}「${form.name}」`,
          content: `${nameOf(user)}申请修改${fieldNames}，修改原因：${reason}`,
        }),
      ),
    );
    return inserted!;
  });
  return toChange(row, user.id);
}

async function subjectNameOf(db: Db, ctx: RequestContext, form: VisitFormRow): Promise<string> {
  const [s] = await db
    .select({ name: subjects.name, subjectNo: subjects.subjectNo })
    .from(subjects)
    .where(and(eq(subjects.tenantId, ctx.tenantId), eq(subjects.id, form.subjectId)))
    .limit(1);
  return s ? `${s.name}（${s.subjectNo}）` : '受试者';
}

/** A message about a change request of `form`; clicking it opens the form at its 数据修改申请 tab. */
function changeMessage(
  ctx: RequestContext,
  form: VisitFormRow,
  userId: string,
  sender: SessionUser,
  text: { classify: string; title: string; content: string },
): NewMessage {
  return {
    tenantId: ctx.tenantId,
    userId,
    ...text,
    sender: { id: sender.id, name: nameOf(sender) },
    redirect: {
      webUrl: 'visitForm',
      param: {
        detailId: form.detailId,
        caseId: form.caseId,
        formId: form.formId,
        projectId: form.projectId,
        tab: 'changes',
      },
    },
  };
}

/**
 * Why this member may not audit this request, or null when they may: the one rule behind the audit itself and the
 * 审核 button of every list that offers it.
 */
export function auditRefusal(
  role: string,
  change: Pick<typeof visitFormChanges.$inferSelect, 'applicantId' | 'status'>,
  userId: string,
): Error | null {
  if (!CHANGE_AUDITOR_ROLES.includes(role))
    return fail.noPermission('只有项目负责人或数据管理员可以审核数据修改申请');
  if (change.applicantId === userId) return fail.business('不能审核自己提交的申请');
  if (change.status !== '0') return fail.business('该申请已审核，不能重复审核');
  return null;
}

/** 通过 (the values change and are audited in one transaction) or 驳回, with a reason, by a project auditor. */
export async function visitFormChangeAudit(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Body;
  const id = text(body.id);
  if (!id) throw fail.badRequest('缺少参数 id');
  const [found] = await ctx.db
    .select({ c: visitFormChanges, role: projectMembers.role })
    .from(visitFormChanges)
    .innerJoin(
      projectMembers,
      projectMemberJoin(visitFormChanges.projectId, visitFormChanges.tenantId, user.id),
    )
    .where(and(eq(visitFormChanges.tenantId, ctx.tenantId), eq(visitFormChanges.id, id)))
    .limit(1);
  if (!found) throw fail.notFound();
  const refused = auditRefusal(found.role, found.c, user.id);
  if (refused) throw refused;
  const approve = body.approve === true;
  const auditReason = text(body.reason);
  if (!auditReason) throw fail.business('请填写审核意见');
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // The pending status is the guard: of two auditors at once, one wins and the other changes nothing.
    const [audited] = await db
      .update(visitFormChanges)
      .set({
        status: approve ? '1' : '2',
        auditorId: user.id,
        auditorName: nameOf(user),
        auditReason,
        auditTime: sql`localtimestamp(0)`,
      })
      .where(
        and(
          eq(visitFormChanges.tenantId, ctx.tenantId),
          eq(visitFormChanges.id, found.c.id),
          eq(visitFormChanges.status, '0'),
        ),
      )
      .returning();
    if (!audited) throw fail.business('该申请已审核，不能重复审核');
    const form = approve
      ? await applyChange(db, ctx, audited, nameOf(user))
      : await formById(db, ctx, audited.visitFormId);
    const subject = await subjectNameOf(db, ctx, form);
    const verdict = approve ? '已通过' : '已驳回';
    await createMessages(db, ctx.notifier, [
      changeMessage(ctx, form, audited.applicantId, user, {
        classify: CLASSIFY_NOTICE,
        title: `数据修改申请${verdict}：${subject}「${form.name}」`,
        content: `${nameOf(user)}${verdict}您的数据修改申请，审核意见：${auditReason}`,
      }),
    ]);
    return audited;
  });
  return toChange(row, user.id);
}

/** The approved values written over the form, each audited with the request's reason, in the caller's transaction. */
async function applyChange(
  db: Db,
  ctx: RequestContext,
  change: typeof visitFormChanges.$inferSelect,
  auditorName: string,
): Promise<VisitFormRow> {
  const form = await formById(db, ctx, change.visitFormId, true);
  const data = { ...((form.data ?? {}) as Values) };
  for (const c of change.changes) {
    if (!same(data[c.field], c.oldValue)) throw fail.business('表单数据已变更，请重新提交修改申请');
    data[c.field] = c.newValue;
  }
  await writeAudit(
    db,
    ctx,
    form,
    change.changes,
    { userId: change.applicantId, userName: change.applicantName, auditorName },
    'change',
    { reason: change.reason, changeId: change.id },
  );
  await db
    .update(visitForms)
    .set({ data })
    .where(and(eq(visitForms.tenantId, ctx.tenantId), eq(visitForms.id, form.id)));
  return form;
}
