// The domain seed through the platform's seed entry: what tenant 1000 and tenant 2000 hold, and idempotence.
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import {
  announcements,
  feedback,
  messages,
  projectMembers,
  projectMenus,
  projects,
  subjects,
  tasks,
  visitForms,
  workflowStatusCfgs,
} from '../db/schema/domain.js';
import { seed } from './index.js';
import { seedIds } from './identity.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
  await seed(database.db, {});
});
afterAll(async () => {
  await database?.close();
});

const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

describe('seedDomain', () => {
  it('gives tenant 1000 three projects with members, menus, 20+ subjects each and visit forms', async () => {
    const db = database.db;
    const list = await db.select().from(projects).where(eq(projects.tenantId, '1000'));
    expect(list.map((p) => p.projectName).sort()).toEqual(
      ['2型糖尿病真实世界研究', '慢性肾病登记研究', '高血压队列随访研究'].sort(),
    );
    for (const p of list) {
      const subjectCount = await n(
        db.select({ n: count() }).from(subjects).where(eq(subjects.projectId, p.id)),
      );
      expect(subjectCount).toBeGreaterThanOrEqual(20);
      const members = await db.select().from(projectMembers).where(eq(projectMembers.projectId, p.id));
      expect(members.map((m) => m.userId).sort()).toEqual(
        [seedIds.users.admin, seedIds.users.researcher, seedIds.users.doctor].sort(),
      );
      expect(
        await n(db.select({ n: count() }).from(projectMenus).where(eq(projectMenus.projectId, p.id))),
      ).toBeGreaterThan(0);
      // Each subject has the plan's whole schedule (7 forms over 4 visits), each form named by visit and CRF form
      // and due in its window, as an enrolment makes it: nothing a user reads falls back to case or form codes.
      const forms = await db.select().from(visitForms).where(eq(visitForms.projectId, p.id));
      expect(forms.length).toBe(subjectCount * 7);
      expect(
        forms.filter((f) => !f.visitId || !f.visitName || !f.formName || !f.dueDate || !f.definitionId),
      ).toEqual([]);
      expect(new Set(forms.map((f) => f.visitName))).toEqual(
        new Set(['基线访视', '第4周访视', '第12周访视', '第24周访视']),
      );
      const baseline = forms.filter((f) => f.name === '基线访视 · 基线访视表');
      expect(baseline).toHaveLength(subjectCount);
      expect(baseline.every((f) => f.status !== '0' && (f.data as { sbp?: number }).sbp)).toBe(true);
      expect(baseline.filter((f) => f.status === '2').length).toBe(Math.floor(subjectCount / 3));
      expect(forms.filter((f) => f.name !== '基线访视 · 基线访视表').every((f) => f.status === '0')).toBe(
        true,
      );
    }
  });

  it('gives each demo user messages in three classifications, some unread in the last 3 days, with both redirects', async () => {
    const mine = await database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, seedIds.users.researcher!));
    expect(new Set(mine.map((m) => m.classify))).toEqual(new Set(['1', '2', '3']));
    expect(mine.some((m) => m.readFlag === 1)).toBe(true);
    const recent = await database.db
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.userId, seedIds.users.researcher!),
          eq(messages.readFlag, 0),
          sql`${messages.createTime} > localtimestamp - interval '3 days'`,
        ),
      );
    expect(Number(recent[0]!.n)).toBeGreaterThan(0);
    const visit = mine.find((m) => m.redirect?.webUrl === 'visitForm');
    expect(visit?.redirect?.param).toMatchObject({
      detailId: expect.any(String),
      caseId: expect.any(String),
    });
    const [form] = await database.db
      .select()
      .from(visitForms)
      .where(eq(visitForms.detailId, visit!.redirect!.param!.detailId!));
    expect(form?.projectId).toBe(visit!.redirect!.param!.projectId);
    expect(mine.some((m) => m.redirect?.webUrl === 'patientAbnormal')).toBe(true);
  });

  it('seeds workflow 1 with the six statuses out of sortNo order, announcements, feedback and tasks', async () => {
    const rows = await database.db
      .select()
      .from(workflowStatusCfgs)
      .where(and(eq(workflowStatusCfgs.tenantId, '1000'), eq(workflowStatusCfgs.workflowId, '1')));
    expect(rows.map((r) => r.statusId).sort()).toEqual(['001', '002', '003', '004', '009', '010']);
    const bySort = [...rows].sort((a, b) => a.sortNo - b.sortNo).map((r) => r.statusId);
    expect(bySort).not.toEqual(rows.map((r) => r.statusId).sort());
    const anns = await database.db.select().from(announcements).where(eq(announcements.tenantId, '1000'));
    expect(anns.some((a) => /onerror/.test(a.msgContent))).toBe(true);
    expect(new Set(anns.map((a) => a.sendStatus))).toEqual(new Set(['0', '1', '2']));
    expect(
      await n(database.db.select({ n: count() }).from(feedback).where(isNotNull(feedback.reply))),
    ).toBeGreaterThan(0);
    // Each feedback names as 创建人 the user who sent it, and more than one user sent some.
    const senders = (await database.db.execute(
      sql`SELECT f.create_by, u.username FROM feedback f JOIN sys_user u ON u.id = f.user_id
           WHERE f.tenant_id = '1000'`,
    )) as unknown as { rows: { create_by: string; username: string }[] };
    expect(senders.rows.length).toBeGreaterThan(0);
    expect(senders.rows.filter((r) => r.create_by !== r.username)).toEqual([]);
    expect(new Set(senders.rows.map((r) => r.username)).size).toBeGreaterThan(1);
    expect(
      await n(database.db.select({ n: count() }).from(tasks).where(eq(tasks.tenantId, '1000'))),
    ).toBeGreaterThan(0);
  });

  it('gives tenant 2000 its own foreign data', async () => {
    for (const table of [projects, subjects, messages, announcements, feedback, tasks, workflowStatusCfgs]) {
      expect(
        await n(database.db.select({ n: count() }).from(table).where(eq(table.tenantId, '2000'))),
      ).toBeGreaterThan(0);
    }
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await n(database.db.select({ n: count() }).from(messages));
    await seed(database.db, {});
    expect(await n(database.db.select({ n: count() }).from(messages))).toBe(before);
  });
});
