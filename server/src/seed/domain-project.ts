// Seeds one research project: the project, its members with their roles, the RWS-P-WEB menu, subjects with
// deterministic Chinese names and their visit forms (基线访视 filled: a third submitted, the rest drafts; the
// follow-ups 未填写), each filled value with its row in the audit trail; and 项目设置 (groups, a 4-visit plan over
// CRF forms).
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
import { chineseName, prng, VISIT_FORMS, type PROJECTS } from './domain-data.js';
import { seedVisitDefinitions, VISIT_DEFINITIONS } from './visit-definitions.js';

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
  const definitions = await seedVisitDefinitions(db, tenantId);
  const [baseline, followUp] = VISIT_DEFINITIONS;
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
    const formCount = 1 + (i % VISIT_FORMS.length);
    const caseId = `C${String(seed).padStart(4, '0')}${String(i).padStart(3, '0')}`;
    for (const [formId, name] of VISIT_FORMS.slice(0, formCount)) {
      const filled = formId === 'F001';
      const submitted = filled && i % 3 === 0 && Boolean(fillerUser);
      const values = {
        sbp: 110 + Math.floor(rand() * 50),
        dbp: 70 + Math.floor(rand() * 25),
        fbg: +(4 + rand() * 6).toFixed(1),
      };
      const def = filled ? baseline : followUp;
      const row = {
        id: newId(),
        tenantId,
        projectId: id,
        subjectId,
        formId,
        caseId,
        detailId: newId(),
        name,
        status: submitted ? '2' : filled ? '1' : '0',
        data: filled ? { visitDate: enrollDate, ...values } : {},
        definitionId: def ? (definitions.get(def.name) ?? null) : null,
        ...(submitted ? { submitBy: fillerUser?.id, submitTime: `${enrollDate} 10:00:00` } : {}),
      };
      formRows.push(row);
      if (filled && fillerUser && def) {
        for (const [field, value] of Object.entries(row.data)) {
          auditRows.push({
            id: newId(),
            tenantId,
            projectId: id,
            visitFormId: row.id,
            formName: name,
            field,
            fieldLabel: def.fields.find((f) => f.name === field)?.label ?? field,
            oldValue: null,
            newValue: value as string | number,
            action: 'draft',
            userId: fillerUser.id,
            userName: fillerUser.realname || fillerUser.username,
            createTime: `${enrollDate} 09:30:00`,
          });
        }
        if (submitted)
          auditRows.push({
            id: newId(),
            tenantId,
            projectId: id,
            visitFormId: row.id,
            formName: name,
            field: '',
            fieldLabel: '表单状态',
            oldValue: '草稿',
            newValue: '已提交',
            action: 'submit',
            userId: fillerUser.id,
            userName: fillerUser.realname || fillerUser.username,
            createTime: `${enrollDate} 10:00:00`,
          });
      }
    }
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
export async function seedProjectSettings(
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
