// 数据修改申请 of a whole project (a member's view, newest first), each with the subject and form it concerns and
// whether the caller may audit it, so an auditor works through the pending ones without a message per request.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { projectMembers, subjects, visitForms } from '../db/schema/domain.js';
import { visitFormChanges } from '../db/schema/visit-form-audit.js';
import { fail, requireUser, type RequestContext } from '../core/index.js';
import { text } from './domain-kit.js';
import { auditRefusal, toChange } from './visit-form-changes.js';

/** The page an auditor reads; a project with more pending requests says how many in `total`. */
const LIMIT = 200;

export async function visitFormChangeProjectList(
  input: { query: Record<string, unknown> },
  ctx: RequestContext,
) {
  const user = requireUser(ctx);
  const projectId = text(input.query.projectId);
  if (!projectId) throw fail.badRequest('缺少参数 projectId');
  // The contract allows only the three statuses.
  const status = text(input.query.status);
  const [member] = await ctx.db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.tenantId, ctx.tenantId),
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.userId, user.id),
      ),
    )
    .limit(1);
  // Not a member reads as no such project, as for the project's other records.
  if (!member) throw fail.notFound();
  const where: SQL = and(
    eq(visitFormChanges.tenantId, ctx.tenantId),
    eq(visitFormChanges.projectId, projectId),
    ...(status === undefined ? [] : [eq(visitFormChanges.status, status)]),
  )!;
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        c: visitFormChanges,
        detailId: visitForms.detailId,
        formName: visitForms.name,
        subjectId: subjects.id,
        subjectName: subjects.name,
        subjectNo: subjects.subjectNo,
      })
      .from(visitFormChanges)
      .innerJoin(
        visitForms,
        and(
          eq(visitForms.tenantId, visitFormChanges.tenantId),
          eq(visitForms.id, visitFormChanges.visitFormId),
        ),
      )
      .innerJoin(
        subjects,
        and(eq(subjects.tenantId, visitForms.tenantId), eq(subjects.id, visitForms.subjectId)),
      )
      .where(where)
      .orderBy(desc(visitFormChanges.createTime), desc(visitFormChanges.id))
      .limit(LIMIT),
    ctx.db.select({ total: count() }).from(visitFormChanges).where(where),
  ]);
  return {
    records: rows.map((r) => ({
      ...toChange(r.c, user.id),
      subjectId: r.subjectId,
      subjectName: r.subjectName,
      subjectNo: r.subjectNo,
      formName: r.formName,
      detailId: r.detailId,
      canAudit: auditRefusal(member.role, r.c, user.id) === null,
    })),
    total: counted?.total ?? 0,
  };
}
