// A subject's visit schedule: at enrolment one visit form per visit of the project's plan and per CRF form of that
// visit, named by both, due on the enrolment date plus the visit's day and open over its window. A changed
// enrolment date moves the due dates of the scheduled forms with it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../core/index.js';
import { visitForms } from '../db/schema/domain.js';
import { newId, rows } from './engine/sql-util.js';
import { formIdsOf, formNamesOf } from './project-settings.js';

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

/** Creates the visit forms of a newly enrolled subject from its project's visit plan (inside the add). */
export async function scheduleVisits(db: Db, ctx: RequestContext, subjectId: string): Promise<void> {
  const [subject] = await rows<{ project_id: string; enroll_date: unknown; consent_date: unknown }>(
    db,
    sql`SELECT project_id, enroll_date::text AS enroll_date, consent_date::text AS consent_date FROM subject
         WHERE id = ${subjectId} AND tenant_id = ${ctx.tenantId}`,
  );
  if (!subject) return;
  const plan = await planOf(db, ctx.tenantId, subject.project_id);
  if (plan.length === 0) return;
  const names = await formNamesOf(db, ctx.tenantId, [...new Set(plan.flatMap((v) => formIdsOf(v.form_ids)))]);
  const start = startOf(subject);
  const values: (typeof visitForms.$inferInsert)[] = [];
  plan.forEach((v, i) => {
    const due = start ? addDays(start, Number(v.day_offset)) : null;
    formIdsOf(v.form_ids).forEach((formId, j) => {
      const formName = names.get(formId);
      if (!formName) return;
      values.push({
        id: newId(),
        tenantId: ctx.tenantId,
        projectId: subject.project_id,
        subjectId,
        formId,
        // Data entry fills the form with this definition's fields.
        definitionId: formId,
        caseId: subjectId,
        detailId: newId(),
        name: `${v.name} · ${formName}`,
        status: '0',
        data: {},
        visitId: v.id,
        visitName: v.name,
        formName,
        sortNo: i * 100 + j,
        dueDate: due,
        windowStart: due ? addDays(due, -Number(v.window_before)) : null,
        windowEnd: due ? addDays(due, Number(v.window_after)) : null,
      });
    });
  });
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
