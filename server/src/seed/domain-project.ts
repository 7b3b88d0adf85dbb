// Seeds one research project: the project, its members with their roles, the RWS-P-WEB menu, 项目设置 (groups, a
// 4-visit plan over CRF forms), subjects with deterministic Chinese names and the visit forms the plan schedules for
// them as an enrolment would (基线访视表 filled: a third submitted, the rest drafts; the others 未填写), each filled
// value with its row in the audit trail.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  projectGroups,
  projectMembers,
  projectMenus,
  projects,
  projectVisits,
  subjects,
  visitForms,
} from '../db/schema/domain.js';
import { dynForms, type DynFormFieldRow } from '../db/schema/dynamic-form.js';
import { users } from '../db/schema/identity.js';
import { visitFormAudits } from '../db/schema/visit-form-audit.js';
import { newId } from '../handlers/domain-kit.js';
import { projectMenuRows, ROLE_RIGHT, type ProjectRole } from '../resources/project-menus.js';
import { chineseName, prng, type PROJECTS } from './domain-data.js';
import { seedVisitDefinitions, VISIT_DEFINITIONS } from './visit-definitions.js';
import { scheduledForms } from '../resources/subject-schedule.js';

export interface SeededProject {
  id: string;
  firstForm: { subjectId: string; formId: string; caseId: string; detailId: string } | null;
}

export async function seedProject(
  db: Db,
  tenantId: string,
  spec: (typeof PROJECTS)[number],
  members: [userId: string, role: ProjectRole][],
  subjectCount: number,
  seed: number,
  crfForms: ReadonlyMap<string, string>,
): Promise<SeededProject> {
  const id = newId();
  await db.insert(projects).values({
    id,
    tenantId,
    projectName: spec.name,
    codeName: spec.code,
    startTime: spec.start,
    endTime: spec.end,
    targetQuantity: spec.target,
    description: `${spec.name}：多中心、前瞻性登记，评估真实世界诊疗效果。`,
    createBy: 'admin',
    createTime: sql`localtimestamp - make_interval(days => ${30 + (seed % 20)})`,
  });
  if (members.length > 0) {
    await db.insert(projectMembers).values(
      members.map(([userId, role]) => ({
        id: newId(),
        tenantId,
        projectId: id,
        userId,
        role,
        roleRight: ROLE_RIGHT[role],
      })),
    );
  }
  await db.insert(projectMenus).values(projectMenuRows(tenantId, id));
  const [baseline] = VISIT_DEFINITIONS;
  // The one who filled the seeded forms: the project's researcher (else its first member), by name in the trail.
  const filler = members.find(([, role]) => role === 'researcher') ?? members[0];
  const [fillerUser] = filler
    ? await db
        .select({ id: users.id, realname: users.realname, username: users.username })
        .from(users)
        .where(inArray(users.id, [filler[0]]))
    : [];
  const auditRows: (typeof visitFormAudits.$inferInsert)[] = [];
  const rand = prng(seed);
  const subjectRows: (typeof subjects.$inferInsert)[] = [];
  const formRows: (typeof visitForms.$inferInsert)[] = [];
  const baselines = new Map<
    string,
    { enrollDate: string; values: Record<string, number>; submitted: boolean }
  >();
  for (let i = 1; i <= subjectCount; i++) {
    const subjectId = newId();
    const day = 1 + Math.floor(rand() * 27);
    const month = 1 + Math.floor(rand() * 10);
    const enrollDate = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    subjectRows.push({
      id: subjectId,
      tenantId,
      projectId: id,
      subjectNo: `${spec.code}-${String(i).padStart(3, '0')}`,
      name: chineseName(rand),
      sex: rand() < 0.5 ? '1' : '2',
      age: 35 + Math.floor(rand() * 45),
      groupName: spec.groups[i % spec.groups.length] ?? null,
      status: rand() < 0.8 ? '1' : '2',
      enrollDate,
      screeningNo: `SC-${spec.code}-${String(i).padStart(3, '0')}`,
      consentDate: enrollDate,
      createBy: 'researcher',
    });
    // One draw per form a subject had before forms came from the plan: the generator's sequence, and so the demo's
    // names and values, stay as they were.
    const draws = Array.from({ length: 1 + (i % 3) }, () => ({
      sbp: 110 + Math.floor(rand() * 50),
      dbp: 70 + Math.floor(rand() * 25),
      fbg: +(4 + rand() * 6).toFixed(1),
    }));
    baselines.set(subjectId, {
      enrollDate,
      values: draws[0]!,
      submitted: i % 3 === 0 && Boolean(fillerUser),
    });
  }
  // Every subject has its whole schedule from the plan, as an enrolment makes it; the baseline form is filled.
  await seedProjectSettings(db, tenantId, id, spec.groups, crfForms);
  const scheduled = await scheduledForms(
    db,
    tenantId,
    id,
    subjectRows.map((r) => ({ id: r.id as string, start: r.enrollDate ?? null })),
  );
  const baselineId = crfForms.get(baseline?.name ?? '');
  for (const row of scheduled) {
    const filled = row.sortNo === 0 && row.formId === baselineId ? baselines.get(row.subjectId) : undefined;
    if (!filled || !baseline) {
      formRows.push(row);
      continue;
    }
    const { enrollDate, values, submitted } = filled;
    const data = { visitDate: enrollDate, ...values };
    formRows.push({
      ...row,
      status: submitted ? '2' : '1',
      data,
      ...(submitted ? { submitBy: fillerUser?.id, submitTime: `${enrollDate} 10:00:00` } : {}),
    });
    if (!fillerUser) continue;
    // The trail of the filler's draft (each value) and, for a submitted form, of the submit.
    const entry = (
      at: string,
      what: Pick<
        typeof visitFormAudits.$inferInsert,
        'field' | 'fieldLabel' | 'oldValue' | 'newValue' | 'action'
      >,
    ) => ({
      id: newId(),
      tenantId,
      projectId: id,
      visitFormId: row.id as string,
      formName: row.name,
      userId: fillerUser.id,
      userName: fillerUser.realname || fillerUser.username,
      createTime: `${enrollDate} ${at}`,
      ...what,
    });
    for (const [field, value] of Object.entries(data))
      auditRows.push(
        entry('09:30:00', {
          field,
          fieldLabel: baseline.fields.find((f) => f.name === field)?.label ?? field,
          oldValue: null,
          newValue: value,
          action: 'draft',
        }),
      );
    if (submitted)
      auditRows.push(
        entry('10:00:00', {
          field: '',
          fieldLabel: '表单状态',
          oldValue: '草稿',
          newValue: '已提交',
          action: 'submit',
        }),
      );
  }
  if (subjectRows.length > 0) await db.insert(subjects).values(subjectRows);
  if (formRows.length > 0) await db.insert(visitForms).values(formRows);
  if (auditRows.length > 0) await db.insert(visitFormAudits).values(auditRows);
  const f = formRows[0];
  return {
    id,
    firstForm: f
      ? { subjectId: f.subjectId, formId: f.formId, caseId: f.caseId, detailId: f.detailId }
      : null,
  };
}

/** 实验室检查, the CRF form (动态表单, published) the plans name besides 基线访视表 and 随访访视表. */
const LAB_FORM = {
  name: '实验室检查',
  description: '空腹血糖、糖化血红蛋白和血肌酐',
  fields: [
    { name: 'checkDate', label: '检查日期', type: 'date', required: true },
    { name: 'fbg', label: '空腹血糖(mmol/L)', type: 'inputNumber', min: 1, max: 35 },
    { name: 'hba1c', label: '糖化血红蛋白(%)', type: 'inputNumber', min: 3, max: 20 },
    { name: 'scr', label: '血肌酐(μmol/L)', type: 'inputNumber', min: 10, max: 2000 },
  ] as DynFormFieldRow[],
};

/** The tenant's CRF forms by name: the visit definitions and 实验室检查 (made once per tenant). */
export async function seedCrfForms(db: Db, tenantId: string): Promise<Map<string, string>> {
  const forms = await seedVisitDefinitions(db, tenantId);
  const id = newId();
  await db.insert(dynForms).values({ id, tenantId, status: '1', createBy: 'admin', ...LAB_FORM });
  forms.set(LAB_FORM.name, id);
  return forms;
}

/** The 4-visit plan every demo project starts with: name, day after enrolment, window −/+ days, CRF forms. */
const VISIT_PLAN: [name: string, day: number, before: number, after: number, forms: string[]][] = [
  ['基线访视', 0, 0, 3, ['基线访视表', '实验室检查']],
  ['第4周访视', 28, 3, 3, ['随访访视表']],
  ['第12周访视', 84, 7, 7, ['随访访视表', '实验室检查']],
  ['第24周访视', 168, 7, 7, ['随访访视表', '实验室检查']],
];

/** 项目设置 of a demo project: its groups and the visit plan over the tenant's CRF forms. */
async function seedProjectSettings(
  db: Db,
  tenantId: string,
  projectId: string,
  groups: readonly string[],
  forms: ReadonlyMap<string, string>,
): Promise<void> {
  if (groups.length > 0)
    await db.insert(projectGroups).values(
      groups.map((name, i) => ({
        id: newId(),
        tenantId,
        createBy: 'admin',
        projectId,
        name,
        sortNo: i + 1,
      })),
    );
  await db.insert(projectVisits).values(
    VISIT_PLAN.map(([name, day, before, after, names], i) => ({
      id: newId(),
      tenantId,
      createBy: 'admin',
      projectId,
      name,
      sortNo: i + 1,
      dayOffset: day,
      windowBefore: before,
      windowAfter: after,
      formIds: names
        .map((n) => forms.get(n))
        .filter(Boolean)
        .join(','),
    })),
  );
}
