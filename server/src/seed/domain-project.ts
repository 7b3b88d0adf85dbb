// Seeds one research project: the project, its members with their roles, the RWS-P-WEB menu, subjects with
// deterministic Chinese names and their visit forms.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { projectMembers, projectMenus, projects, subjects, visitForms } from '../db/schema/domain.js';
import { newId } from '../handlers/domain-kit.js';
import { projectMenuRows, ROLE_RIGHT, type ProjectRole } from '../resources/project-menus.js';
import { chineseName, prng, VISIT_FORMS, type PROJECTS } from './domain-data.js';

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
      formRows.push({
        id: newId(),
        tenantId,
        projectId: id,
        subjectId,
        formId,
        caseId,
        detailId: newId(),
        name,
        status: formId === 'F001' ? '1' : '0',
        data: {
          sbp: 110 + Math.floor(rand() * 50),
          dbp: 70 + Math.floor(rand() * 25),
          fbg: +(4 + rand() * 6).toFixed(1),
        },
      });
    }
  }
  if (subjectRows.length > 0) await db.insert(subjects).values(subjectRows);
  if (formRows.length > 0) await db.insert(visitForms).values(formRows);
  const f = formRows[0];
  return {
    id,
    firstForm: f
      ? { subjectId: f.subjectId, formId: f.formId, caseId: f.caseId, detailId: f.detailId }
      : null,
  };
}
