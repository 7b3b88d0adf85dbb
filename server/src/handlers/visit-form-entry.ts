// Data entry of visit forms and its integrity: 保存草稿 and 提交 by the definition's field rules, the lock after
// submit, and the append-only 稽查轨迹 written in the same transaction as every value it records (数据修改申请 are in
// visit-form-changes.ts, on the helpers exported here). Members of the form's project only; others get 404.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { projectMembers, VISIT_FORM_STATUS, visitForms } from '../db/schema/domain.js';
import { dynForms, type DynFormFieldRow, type DynFormValue } from '../db/schema/dynamic-form.js';
import { users } from '../db/schema/identity.js';
import { visitFormAudits } from '../db/schema/visit-form-audit.js';
import { fail, requireUser, type RequestContext, type SessionUser } from '../core/index.js';
import { newId, projectMemberJoin, text, wireTime } from './domain-kit.js';
import { checkValues, type Values } from './dynamic-form/shared.js';
import { rolesGranting } from '../resources/project-operations.js';
import type { ProjectRole } from '../resources/project-menus.js';

export { VISIT_FORM_STATUS };
/** Project roles that approve or reject change requests (项目负责人, 数据管理员): the operations table's. */
export const CHANGE_AUDITOR_ROLES: readonly string[] = rolesGranting('visitFormChange:audit');
const LOCKED = '表单已提交，不能直接修改，请提交数据修改申请';

export type VisitFormRow = typeof visitForms.$inferSelect;
/** The project operation that fills a visit form (every project role holds it today). */
const VISIT_FORM_EDIT = 'visitForm:edit';

export type Body = Record<string, unknown>;

export const nameOf = (user: SessionUser) => user.realname || user.username;
export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The visit form with the caller's project role, within the tenant and the caller's projects; else 404. */
export async function memberForm(db: Db, ctx: RequestContext, id: string | undefined, lock = false) {
  const user = requireUser(ctx);
  if (!id) throw fail.badRequest('缺少参数 id');
  const query = db
    .select({ f: visitForms, role: projectMembers.role })
    .from(visitForms)
    .innerJoin(projectMembers, projectMemberJoin(visitForms.projectId, visitForms.tenantId, user.id))
    .where(and(eq(visitForms.tenantId, ctx.tenantId), eq(visitForms.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: visitForms }) : await query;
  if (!row) throw fail.notFound();
  return { form: row.f, role: row.role };
}

/** The form's definition fields; a form without one has nothing to fill. */
async function definitionOf(db: Db, ctx: RequestContext, form: VisitFormRow): Promise<DynFormFieldRow[]> {
  if (!form.definitionId) return [];
  const [def] = await db
    .select({ fields: dynForms.fields })
    .from(dynForms)
    .where(and(eq(dynForms.tenantId, ctx.tenantId), eq(dynForms.id, form.definitionId)))
    .limit(1);
  return def?.fields ?? [];
}

export async function requireDefinition(db: Db, ctx: RequestContext, form: VisitFormRow) {
  const fields = await definitionOf(db, ctx, form);
  if (fields.length === 0) throw fail.business('该访视表单没有表单定义，不能填写');
  return fields;
}

/** The caller's project role may fill visit forms and ask for changes (研究医生 yes, 数据管理员 no). */
export function mayFill(role: string | null): boolean {
  return role !== null && rolesGranting(VISIT_FORM_EDIT).includes(role as ProjectRole);
}

/** Additional detail of one form: its definition, who submitted it, whether the caller fills it, audits changes. */
export async function visitFormExtras(db: Db, ctx: RequestContext, form: VisitFormRow, role: string | null) {
  const fields = await definitionOf(db, ctx, form);
  let submitByName: string | null = null;
  if (form.submitBy) {
    const [u] = await db
      .select({ realname: users.realname, username: users.username })
      .from(users)
      .where(eq(users.id, form.submitBy))
      .limit(1);
    submitByName = u ? u.realname || u.username : null;
  }
  return {
    fields,
    submitTime: wireTime(form.submitTime),
    submitByName,
    canEdit: mayFill(role),
    canAudit: role !== null && CHANGE_AUDITOR_ROLES.includes(role),
  };
}

interface AuditRowInput {
  field: string;
  fieldLabel: string;
  oldValue: DynFormValue;
  newValue: DynFormValue;
}

/** Audit rows of the fields whose value differs between `before` and `after`. */
export function changedFields(
  fields: readonly DynFormFieldRow[],
  before: Values,
  after: Values,
): AuditRowInput[] {
  return fields
    .filter((f) => !same(before[f.name], after[f.name]))
    .map((f) => ({
      field: f.name,
      fieldLabel: f.label,
      oldValue: before[f.name] ?? null,
      newValue: after[f.name] ?? null,
    }));
}

export async function writeAudit(
  tx: Db,
  ctx: RequestContext,
  form: VisitFormRow,
  rows: AuditRowInput[],
  who: { userId: string; userName: string; auditorName?: string | null },
  action: 'draft' | 'submit' | 'change',
  extra: { reason?: string | null; changeId?: string | null } = {},
) {
  if (rows.length === 0) return;
  await tx.insert(visitFormAudits).values(
    rows.map((r) => ({
      id: newId(),
      tenantId: ctx.tenantId,
      projectId: form.projectId,
      visitFormId: form.id,
      formName: form.name,
      field: r.field,
      fieldLabel: r.fieldLabel,
      oldValue: r.oldValue,
      newValue: r.newValue,
      action,
      reason: extra.reason ?? null,
      changeId: extra.changeId ?? null,
      userId: who.userId,
      userName: who.userName,
      auditorName: who.auditorName ?? null,
    })),
  );
}

/** 保存草稿 (`submit` false: may be incomplete) or 提交 (every rule; locks the form). */
async function fill(input: { body: unknown }, ctx: RequestContext, submit: boolean) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Body;
  const id = text(body.id);
  const { form: found, role } = await memberForm(ctx.db, ctx, id);
  if (!mayFill(role)) throw fail.noPermission();
  if (found.status === VISIT_FORM_STATUS.submitted) throw fail.business(LOCKED);
  const fields = await requireDefinition(ctx.db, ctx, found);
  const values = checkValues(fields, body.data, { partial: !submit });
  const saved = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // Locked and read again inside the transaction: the old values audited are the ones replaced.
    const { form } = await memberForm(db, ctx, id, true);
    if (form.status === VISIT_FORM_STATUS.submitted) throw fail.business(LOCKED);
    const before = (form.data ?? {}) as Values;
    const who = { userId: user.id, userName: nameOf(user) };
    const rows = changedFields(fields, before, values);
    if (submit)
      rows.push({ field: '', fieldLabel: '表单状态', oldValue: statusName(form.status), newValue: '已提交' });
    await writeAudit(db, ctx, form, rows, who, submit ? 'submit' : 'draft');
    const [updated] = await db
      .update(visitForms)
      .set({
        data: values,
        status: submit ? VISIT_FORM_STATUS.submitted : VISIT_FORM_STATUS.draft,
        ...(submit ? { submitTime: sql`localtimestamp(0)`, submitBy: user.id } : {}),
      })
      .where(and(eq(visitForms.tenantId, ctx.tenantId), eq(visitForms.id, form.id)))
      .returning();
    return updated as VisitFormRow;
  });
  return { form: saved, role };
}

function statusName(status: string): string {
  return status === VISIT_FORM_STATUS.draft
    ? '草稿'
    : status === VISIT_FORM_STATUS.submitted
      ? '已提交'
      : '未填写';
}

export async function visitFormSave(input: { body: unknown }, ctx: RequestContext) {
  return fill(input, ctx, false);
}

export async function visitFormSubmit(input: { body: unknown }, ctx: RequestContext) {
  return fill(input, ctx, true);
}

export async function visitFormAuditTrail(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const { form } = await memberForm(ctx.db, ctx, text(input.query.id));
  const field = text(input.query.field);
  // The values as JSON text, parsed here: drizzle reads a top-level jsonb string such as "0" back as the number 0.
  const rows = await ctx.db
    .select({
      r: visitFormAudits,
      oldText: sql<string | null>`${visitFormAudits.oldValue}::text`,
      newText: sql<string | null>`${visitFormAudits.newValue}::text`,
    })
    .from(visitFormAudits)
    .where(
      and(
        eq(visitFormAudits.tenantId, ctx.tenantId),
        eq(visitFormAudits.visitFormId, form.id),
        field ? eq(visitFormAudits.field, field) : undefined,
      ),
    )
    .orderBy(desc(visitFormAudits.createTime), desc(visitFormAudits.id))
    .limit(1000);
  const parse = (json: string | null): DynFormValue =>
    json === null ? null : (JSON.parse(json) as DynFormValue);
  return rows.map(({ r, oldText, newText }) => ({
    id: r.id,
    visitFormId: r.visitFormId,
    formName: r.formName,
    field: r.field,
    fieldLabel: r.fieldLabel,
    oldValue: parse(oldText),
    newValue: parse(newText),
    action: r.action,
    reason: r.reason,
    userName: r.userName,
    auditorName: r.auditorName,
    createTime: wireTime(r.createTime),
  }));
}

export async function formById(db: Db, ctx: RequestContext, id: string, lock = false): Promise<VisitFormRow> {
  const query = db
    .select()
    .from(visitForms)
    .where(and(eq(visitForms.tenantId, ctx.tenantId), eq(visitForms.id, id)))
    .limit(1);
  const [form] = lock ? await query.for('update') : await query;
  if (!form) throw fail.notFound();
  return form;
}
