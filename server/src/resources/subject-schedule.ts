// A subject's visit schedule: at enrolment one visit form per visit of the project's plan and per CRF form of that
// visit, named by both, due on the enrolment date plus the visit's day and open over its window. A changed
// enrolment date moves the due dates of the scheduled forms with it, and a changed plan reaches the enrolled subjects.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../core/index.js';
import { SUBJECT_STATUS, VISIT_FORM_STATUS, visitForms } from '../db/schema/domain.js';
import { newId, rows } from './engine/sql-util.js';
import { formIdsOf, formNamesOf } from './plan-forms.js';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

interface PlanVisit {
  id: string;
  name: string;
  sort_no: number;
  day_offset: number;
  window_before: number;
  window_after: number;
  form_ids: string;
}

async function planOf(db: Db, tenantId: string, projectId: string): Promise<PlanVisit[]> {
  return rows<PlanVisit>(
    db,
    sql`SELECT id, name, sort_no, day_offset, window_before, window_after, form_ids FROM rws_project_visit
         WHERE tenant_id = ${tenantId} AND project_id = ${projectId} ORDER BY sort_no, day_offset, name`,
  );
}

/** The enrolment date a schedule counts from (入组日期, else 知情同意日期), `YYYY-MM-DD`. */
function startOf(subject: { enroll_date: unknown; consent_date: unknown }): string | null {
  const pick = subject.enroll_date ?? subject.consent_date;
  if (pick === null || pick === undefined || pick === '') return null;
  const text = pick instanceof Date ? pick.toISOString() : String(pick);
  return text.slice(0, 10);
}

/** One scheduled form: visit `v` (at `index` in the plan), its `position`-th CRF form, due from the subject's start. */
function formRow(
  tenantId: string,
  subject: { id: string; projectId: string; start: string | null },
  v: PlanVisit,
  index: number,
  formId: string,
  position: number,
  formName: string,
): typeof visitForms.$inferInsert {
  const due = subject.start ? addDays(subject.start, Number(v.day_offset)) : null;
  return {
    id: newId(),
    tenantId,
    projectId: subject.projectId,
    subjectId: subject.id,
    formId,
    // Data entry fills the form with this definition's fields.
    definitionId: formId,
    caseId: subject.id,
    detailId: newId(),
    name: `${v.name} · ${formName}`,
    status: VISIT_FORM_STATUS.empty,
    data: {},
    visitId: v.id,
    visitName: v.name,
    formName,
    sortNo: index * 100 + position,
    dueDate: due,
    windowStart: due ? addDays(due, -Number(v.window_before)) : null,
    windowEnd: due ? addDays(due, Number(v.window_after)) : null,
  };
}

/** The visit forms of subjects enrolled in `projectId` from its visit plan, read once for all of them. */
export async function scheduledForms(
  db: Db,
  tenantId: string,
  projectId: string,
  enrolled: { id: string; start: string | null }[],
): Promise<(typeof visitForms.$inferInsert)[]> {
  const plan = await planOf(db, tenantId, projectId);
  if (plan.length === 0 || enrolled.length === 0) return [];
  const names = await formNamesOf(db, tenantId, [...new Set(plan.flatMap((v) => formIdsOf(v.form_ids)))]);
  return enrolled.flatMap((s) =>
    plan.flatMap((v, i) =>
      formIdsOf(v.form_ids).flatMap((formId, j) => {
        const formName = names.get(formId);
        return formName
          ? [formRow(tenantId, { id: s.id, projectId, start: s.start }, v, i, formId, j, formName)]
          : [];
      }),
    ),
  );
}

/** Creates the visit forms of a newly enrolled subject from its project's visit plan (inside the add). */
export async function scheduleVisits(db: Db, ctx: RequestContext, subjectId: string): Promise<void> {
  const [subject] = await rows<{ project_id: string; enroll_date: unknown; consent_date: unknown }>(
    db,
    sql`SELECT project_id, enroll_date::text AS enroll_date, consent_date::text AS consent_date FROM subject
         WHERE id = ${subjectId} AND tenant_id = ${ctx.tenantId}`,
  );
  if (!subject) return;
  const values = await scheduledForms(db, ctx.tenantId, subject.project_id, [
    { id: subjectId, start: startOf(subject) },
  ]);
  if (values.length > 0) await db.insert(visitForms).values(values);
}

/** After an edit: the scheduled forms' due dates and windows follow the subject's enrolment date. */
export async function rescheduleVisits(db: Db, ctx: RequestContext, subjectId: string): Promise<void> {
  const [subject] = await rows<{ project_id: string; enroll_date: unknown; consent_date: unknown }>(
    db,
    sql`SELECT project_id, enroll_date::text AS enroll_date, consent_date::text AS consent_date FROM subject
         WHERE id = ${subjectId} AND tenant_id = ${ctx.tenantId}`,
  );
  const start = subject ? startOf(subject) : null;
  if (!subject || !start) return;
  await db.execute(
    sql`UPDATE visit_form f SET
          due_date = ${start}::date + v.day_offset,
          window_start = ${start}::date + v.day_offset - v.window_before,
          window_end = ${start}::date + v.day_offset + v.window_after
        FROM rws_project_visit v
        WHERE f.visit_id = v.id AND v.tenant_id = f.tenant_id
          AND f.tenant_id = ${ctx.tenantId} AND f.subject_id = ${subjectId}`,
  );
}

/**
 * After a visit of the plan is added or changed, the subjects already enrolled follow it (a protocol amendment):
 * every form of the visit takes its name and place; the forms not yet submitted move to its day and window; a
 * subject 在组 (only: 已出组, 脱落 and 已退出 get no new forms) gets the forms of each CRF form the visit names and lacks, and loses the untouched (未填写) forms of
 * one taken out. Drafts and submitted forms keep their data.
 */
export async function syncPlanVisit(db: Db, ctx: RequestContext, visitId: string): Promise<void> {
  const tenant = ctx.tenantId;
  const [changed] = await rows<{ project_id: string }>(
    db,
    sql`SELECT project_id FROM rws_project_visit WHERE id = ${visitId} AND tenant_id = ${tenant}`,
  );
  if (!changed) return;
  const plan = await planOf(db, tenant, changed.project_id);
  const index = plan.findIndex((p) => p.id === visitId);
  const v = plan[index]!;
  const formIds = formIdsOf(v.form_ids);
  const joined = formIds.join(',');
  await db.execute(
    sql`DELETE FROM visit_form WHERE tenant_id = ${tenant} AND visit_id = ${visitId}
          AND status = ${VISIT_FORM_STATUS.empty} AND NOT (form_id = ANY (string_to_array(${joined}, ',')))`,
  );
  await db.execute(
    sql`UPDATE visit_form f SET
          visit_name = ${v.name},
          name = ${v.name} || ' · ' || coalesce(f.form_name, ''),
          due_date = CASE WHEN f.status = ${VISIT_FORM_STATUS.submitted} THEN f.due_date
                          ELSE coalesce(s.enroll_date, s.consent_date) + ${Number(v.day_offset)}::int END,
          window_start = CASE WHEN f.status = ${VISIT_FORM_STATUS.submitted} THEN f.window_start
                          ELSE coalesce(s.enroll_date, s.consent_date) + ${Number(v.day_offset) - Number(v.window_before)}::int END,
          window_end = CASE WHEN f.status = ${VISIT_FORM_STATUS.submitted} THEN f.window_end
                          ELSE coalesce(s.enroll_date, s.consent_date) + ${Number(v.day_offset) + Number(v.window_after)}::int END
        FROM subject s
        WHERE s.id = f.subject_id AND s.tenant_id = f.tenant_id AND f.tenant_id = ${tenant} AND f.visit_id = ${visitId}`,
  );
  // A moved visit (顺序) moves its forms among the others: each visit's forms keep the plan's order.
  for (const [i, p] of plan.entries())
    await db.execute(
      sql`UPDATE visit_form SET sort_no = ${i * 100} + coalesce(
            array_position(string_to_array(${formIdsOf(p.form_ids).join(',')}, ','), form_id) - 1, 99)
          WHERE tenant_id = ${tenant} AND visit_id = ${p.id}`,
    );
  const names = await formNamesOf(db, tenant, formIds);
  const subjects = await rows<{ id: string; enroll_date: unknown; consent_date: unknown }>(
    db,
    sql`SELECT id, enroll_date::text AS enroll_date, consent_date::text AS consent_date FROM subject
         WHERE tenant_id = ${tenant} AND project_id = ${changed.project_id} AND status = ${SUBJECT_STATUS.inStudy}`,
  );
  const have = new Set(
    (
      await rows<{ subject_id: string; form_id: string }>(
        db,
        sql`SELECT subject_id, form_id FROM visit_form WHERE tenant_id = ${tenant} AND visit_id = ${visitId}`,
      )
    ).map((r) => `${r.subject_id}\u0000${r.form_id}`),
  );
  const values = subjects.flatMap((s) =>
    formIds.flatMap((formId, j) => {
      const formName = names.get(formId);
      if (!formName || have.has(`${s.id}\u0000${formId}`)) return [];
      const subject = { id: s.id, projectId: changed.project_id, start: startOf(s) };
      return [formRow(tenant, subject, v, index, formId, j, formName)];
    }),
  );
  if (values.length > 0) await db.insert(visitForms).values(values);
}

/** Before visits of the plan are deleted: their untouched (未填写) forms go; drafts and submitted forms stay. */
export async function unscheduleVisits(db: Db, ctx: RequestContext, visitIds: string[]): Promise<void> {
  if (visitIds.length === 0) return;
  await db.execute(
    sql`DELETE FROM visit_form WHERE tenant_id = ${ctx.tenantId} AND status = ${VISIT_FORM_STATUS.empty}
          AND visit_id IN (${sql.join(
            visitIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
}
