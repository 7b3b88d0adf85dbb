// The subject resource (/api/rws/subject): medical records of research projects. A user sees only the subjects of
// projects they are a member of and writes them as their project role grants (the declaration's projectOperations);
// deleting a subject takes its untouched visit forms along, and a subject with entered data (a submitted form, or any
// audit row) is refused: it leaves by 退出. Fields come from the declaration (the project shows by name; an exported
// sheet's names import back to the same project's id).
import { projectOperationOf, resources } from '@clinic/sdk/resources';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { subjects, VISIT_FORM_STATUS, visitForms } from '../db/schema/domain.js';
import { visitFormAudits } from '../db/schema/visit-form-audit.js';
import { fail, type RequestContext } from '../core/index.js';
import { rows } from './engine/sql-util.js';
import { serverResource } from './engine/from-declaration.js';
import { projectsGranting, requireProjectOperation } from './project-operations.js';
import { rescheduleVisits, scheduleVisits } from './subject-schedule.js';

/** Projects of the signed-in user, as a parameterised sub-select. */
function memberProjects(ctx: RequestContext) {
  return sql`(SELECT pm.project_id FROM project_member pm WHERE pm.tenant_id = ${ctx.tenantId} AND pm.user_id = ${ctx.user?.id ?? ''})`;
}

/** A project with groups (项目设置) files its subjects under one of them; one without keeps the free text. */
async function checkGroup(db: Db, ctx: RequestContext, projectId: unknown, group: unknown): Promise<void> {
  if (typeof group !== 'string' || group === '' || typeof projectId !== 'string') return;
  const groups = await rows<{ name: string }>(
    db,
    sql`SELECT name FROM rws_project_group WHERE tenant_id = ${ctx.tenantId} AND project_id = ${projectId}`,
  );
  if (groups.length > 0 && !groups.some((g) => g.name === group)) throw fail.business('请选择本项目的分组');
}

/** The project operation the declaration names for `op` (subject:add...). */
export function subjectOperation(op: string): string {
  const code = projectOperationOf(resources.subject, op);
  if (!code) throw new Error(`subject declares no project operation for ${op}`);
  return code;
}

/** A member whose project role grants `op`'s project operation; a missing project is the form's business. */
async function requireOperation(db: Db, ctx: RequestContext, projectId: unknown, op: string): Promise<void> {
  if (typeof projectId !== 'string' || !projectId) throw fail.business('所属项目不能为空');
  await requireProjectOperation(db, ctx, [projectId], subjectOperation(op));
}

/** The refusal of deleting a subject whose visit forms hold entered data. */
export const SUBJECT_HAS_DATA = '受试者已有已提交的访视数据，不能删除，请使用退出';

export const subjectResource = serverResource(resources.subject, {
  hooks: {
    // Every member lists the project's subjects; a workbook holds only those of projects whose role may export.
    listScope: (_query, ctx, purpose) => ({
      where:
        purpose === 'export'
          ? sql`t.project_id IN ${projectsGranting(ctx, subjectOperation('exportXls'))}`
          : sql`t.project_id IN ${memberProjects(ctx)}`,
    }),
    // queryById is not list-scoped: a record of a project the user is not in answers 404 like a missing one.
    afterRead: async (records, ctx, db) => {
      const mine = await rows<{ project_id: string }>(db, memberProjects(ctx));
      const allowed = new Set(mine.map((r) => r.project_id));
      if (records.some((r) => !allowed.has(String(r.projectId)))) throw fail.notFound();
    },
    beforeAdd: async (values, ctx, db) => {
      await requireOperation(db, ctx, values.projectId, 'add');
      await checkGroup(db, ctx, values.projectId, values.groupName);
    },
    // 入组 schedules the subject's visit forms from the project's visit plan, in the same transaction.
    afterAdd: (id, ctx, db) => scheduleVisits(db, ctx, id),
    beforeEdit: async (values, id, ctx, db) => {
      const found = await rows<{ id: string; status: string; project_id: string; group_name: string | null }>(
        db,
        sql`SELECT id, status, project_id, group_name FROM subject WHERE id = ${id} AND tenant_id = ${ctx.tenantId} AND project_id IN ${memberProjects(ctx)}`,
      );
      if (found.length === 0) throw fail.notFound();
      await requireOperation(db, ctx, found[0]!.project_id, 'edit');
      if (found[0]!.status === '4') throw fail.business('已退出的受试者不能编辑');
      if ('projectId' in values && values.projectId !== found[0]!.project_id)
        await requireOperation(db, ctx, values.projectId, 'edit');
      // An older subject's group outside the project's groups stays as it is until changed.
      if ('groupName' in values && values.groupName !== found[0]!.group_name)
        await checkGroup(db, ctx, values.projectId ?? found[0]!.project_id, values.groupName);
    },
    afterEdit: (id, ctx, db) => rescheduleVisits(db, ctx, id),
    beforeDelete: async (ids, ctx, db) => {
      const found = await db
        .select({ id: subjects.id, status: subjects.status, projectId: subjects.projectId })
        .from(subjects)
        .where(
          and(
            eq(subjects.tenantId, ctx.tenantId),
            inArray(subjects.id, ids),
            sql`${subjects.projectId} IN ${memberProjects(ctx)}`,
          ),
        );
      if (found.length !== ids.length) throw fail.notFound();
      await requireProjectOperation(
        db,
        ctx,
        found.map((r) => r.projectId),
        subjectOperation('delete'),
      );
      // A withdrawn subject is part of the study's record: kept, never deleted.
      if (found.some((r) => r.status === '4')) throw fail.business('已退出的受试者不能删除');
      // Entered case-record data and its audit trail are kept: a subject holding any leaves the study by 退出.
      const entered = await db
        .select({ id: visitForms.id })
        .from(visitForms)
        .where(
          and(
            eq(visitForms.tenantId, ctx.tenantId),
            inArray(visitForms.subjectId, ids),
            or(
              eq(visitForms.status, VISIT_FORM_STATUS.submitted),
              sql`EXISTS (SELECT 1 FROM ${visitFormAudits} a WHERE a.tenant_id = ${visitForms.tenantId} AND a.visit_form_id = ${visitForms.id})`,
            ),
          ),
        )
        .limit(1);
      if (entered.length > 0) throw fail.business(SUBJECT_HAS_DATA);
      await db
        .delete(visitForms)
        .where(and(eq(visitForms.tenantId, ctx.tenantId), inArray(visitForms.subjectId, ids)));
    },
  },
});
