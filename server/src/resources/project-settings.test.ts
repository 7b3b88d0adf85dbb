// 项目设置 against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): groups and the visit plan of a
// project (names unique per project, windows ≥ 0, published CRF forms), members with their roles (the last manager
// stays), a subject's visit schedule made at enrolment with due dates and windows, and membership on every path:
// a non-member or another tenant finds nothing, a member who is not the manager changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { projectMembers, projects } from '../db/schema/domain.js';
import { dynForms } from '../db/schema/dynamic-form.js';
import { userTenants, users } from '../db/schema/identity.js';
import { answerResource } from './engine/index.js';
import { rows } from './engine/sql-util.js';
import { input, userCtx } from '../handlers/domain-test-support.js';
import { newId } from '../handlers/domain-kit.js';
import { handlers as subjectHandlers } from '../handlers/subject.js';

let database: TestDatabase;
const T1 = '1000';
let projectId = '';
let otherProject = '';
const forms: Record<string, string> = {};
const op = (resource: string, crud: string) => ({ operationId: `${resource}-${crud}`, resource, crud });
const ctx = (user: string, tenant = T1) => userCtx(database.db, tenant, user);
type Rec = Record<string, unknown>;

const call = (resource: string, crud: string, who: string, query: Rec = {}, body: unknown = null) =>
  answerResource(op(resource, crud), input(query, body), ctx(who));
const list = async (resource: string, who: string, query: Rec = {}) =>
  ((await call(resource, 'list', who, { projectId, ...query })) as { records: Rec[] }).records;

beforeAll(async () => {
  database = await testDatabase();
  projectId = newId();
  otherProject = newId();
  const db = database.db;
  await db.insert(projects).values([
    { id: projectId, tenantId: T1, projectName: '糖尿病随访研究' },
    { id: otherProject, tenantId: T1, projectName: '另一项目' },
  ]);
  const member = (project: string, userId: string, role: string, roleRight: string) => ({
    id: newId(),
    tenantId: T1,
    projectId: project,
    userId,
    role,
    roleRight,
  });
  await db
    .insert(projectMembers)
    .values([
      member(projectId, 'alice', 'admin', '1'),
      member(projectId, 'bob', 'researcher', '2'),
      member(otherProject, 'mallory', 'admin', '1'),
    ]);
  for (const u of ['alice', 'bob', 'dave', 'mallory']) {
    await db.insert(users).values({
      id: u,
      tenantId: T1,
      username: u,
      realname: { alice: '艾丽斯', bob: '鲍勃', dave: '戴维', mallory: '马洛里' }[u]!,
      passwordHash: 'x',
    });
    await db.insert(userTenants).values({ userId: u, tenantId: T1 });
  }
  for (const [name, status] of [
    ['人口学资料', '1'],
    ['生命体征', '1'],
    ['草稿表单', '0'],
  ] as const) {
    forms[name] = newId();
    await db.insert(dynForms).values({
      id: forms[name]!,
      tenantId: T1,
      name,
      status,
      fields: [{ name: 'a', label: '甲', type: 'input' }],
    });
  }
});
afterAll(async () => {
  await database?.close();
});

describe('groups (分组)', () => {
  it('the manager adds groups, unique within the project; members read them', async () => {
    await call('projectGroup', 'add', 'alice', {}, { projectId, name: '试验组', sortNo: 1 });
    await call('projectGroup', 'add', 'alice', {}, { projectId, name: '对照组', sortNo: 2 });
    await expect(
      call('projectGroup', 'add', 'alice', {}, { projectId, name: '试验组' }),
    ).rejects.toMatchObject({ message: '该项目已有同名分组' });
    // The same name in another project is another group.
    await call('projectGroup', 'add', 'mallory', {}, { projectId: otherProject, name: '试验组' });
    expect((await list('projectGroup', 'bob')).map((g) => g.name)).toEqual(['试验组', '对照组']);
  });

  it('a member who is not the manager changes nothing; a non-member or another tenant finds nothing', async () => {
    await expect(call('projectGroup', 'add', 'bob', {}, { projectId, name: '第三组' })).rejects.toMatchObject(
      { kind: 'noPermission' },
    );
    await expect(
      call('projectGroup', 'add', 'mallory', {}, { projectId, name: '第三组' }),
    ).rejects.toMatchObject({ kind: 'notFound' });
    const [first] = await list('projectGroup', 'alice');
    const id = String(first!.id);
    expect(await list('projectGroup', 'mallory')).toEqual([]);
    for (const who of [ctx('mallory'), ctx('alice', '2000')]) {
      await expect(answerResource(op('projectGroup', 'queryById'), input({ id }), who)).rejects.toMatchObject(
        { kind: 'notFound' },
      );
      await expect(
        answerResource(op('projectGroup', 'edit'), input({}, { id, name: '改名' }), who),
      ).rejects.toMatchObject({ kind: 'notFound' });
      await expect(answerResource(op('projectGroup', 'delete'), input({ id }), who)).rejects.toMatchObject({
        kind: 'notFound',
      });
    }
    await expect(call('projectGroup', 'delete', 'bob', { id })).rejects.toMatchObject({
      kind: 'noPermission',
    });
    expect((await list('projectGroup', 'alice')).map((g) => g.name)).toEqual(['试验组', '对照组']);
  });
});

describe('visit plan (访视计划)', () => {
  it('refuses a negative window, a repeated name, a draft, unknown or no CRF form; nothing written', async () => {
    const visit = {
      projectId,
      name: '基线访视',
      sortNo: 1,
      dayOffset: 0,
      windowBefore: 0,
      windowAfter: 3,
      formIds: `${forms['人口学资料']},${forms['生命体征']}`,
    };
    await call('projectVisit', 'add', 'alice', {}, visit);
    const refusals: [Rec, string][] = [
      [{ name: '第4周访视', windowBefore: -1 }, '窗口期'],
      [{ name: '基线访视' }, '该项目已有同名访视'],
      [{ name: '第4周访视', formIds: forms['草稿表单'] }, '只能选择已发布的 CRF 表单'],
      [{ name: '第4周访视', formIds: 'no-such-form' }, 'CRF 表单不存在'],
      [{ name: '第4周访视', formIds: ' , ' }, ''],
    ];
    for (const [change, message] of refusals) {
      await expect(call('projectVisit', 'add', 'alice', {}, { ...visit, ...change })).rejects.toMatchObject({
        message: expect.stringContaining(message),
      });
    }
    await call(
      'projectVisit',
      'add',
      'alice',
      {},
      { ...visit, name: '第4周访视', sortNo: 2, dayOffset: 28, windowBefore: 3, formIds: forms['生命体征'] },
    );
    const plan = await list('projectVisit', 'bob');
    expect(plan.map((v) => [v.name, v.dayOffset, v.windowBefore, v.windowAfter, v.formNames])).toEqual([
      ['基线访视', 0, 0, 3, '人口学资料、生命体征'],
      ['第4周访视', 28, 3, 3, '生命体征'],
    ]);
    await expect(
      call('projectVisit', 'add', 'bob', {}, { ...visit, name: '第8周访视' }),
    ).rejects.toMatchObject({ kind: 'noPermission' });
    expect(await list('projectVisit', 'mallory')).toEqual([]);
  });
});

describe('members (项目成员)', () => {
  it('the manager adds a member with a role (named), not twice; the last manager stays', async () => {
    await call('projectMember', 'add', 'alice', {}, { projectId, userId: 'dave', role: 'doctor' });
    await expect(
      call('projectMember', 'add', 'alice', {}, { projectId, userId: 'dave', role: 'researcher' }),
    ).rejects.toMatchObject({ message: '该用户已是项目成员' });
    await expect(
      call('projectMember', 'add', 'bob', {}, { projectId, userId: 'mallory', role: 'doctor' }),
    ).rejects.toMatchObject({ kind: 'noPermission' });
    const members = await list('projectMember', 'bob');
    const dave = members.find((m) => m.userId === 'dave')!;
    // The role's name comes from the declared dictionary project_role, which the server seeds at start.
    expect(dave).toMatchObject({ role: 'doctor', userId_dictText: '戴维' });
    const [row] = await database.db
      .select({ roleRight: projectMembers.roleRight })
      .from(projectMembers)
      .where(eq(projectMembers.id, String(dave.id)));
    expect(row?.roleRight).toBe('3');
    const alice = members.find((m) => m.userId === 'alice')!;
    await expect(call('projectMember', 'delete', 'alice', { id: alice.id })).rejects.toMatchObject({
      message: '项目至少需要一名项目负责人',
    });
    await expect(
      call('projectMember', 'edit', 'alice', {}, { id: alice.id, role: 'researcher' }),
    ).rejects.toMatchObject({ message: '项目至少需要一名项目负责人' });
    expect(await list('projectMember', 'mallory')).toEqual([]);
    await call('projectMember', 'delete', 'alice', { id: dave.id });
    expect((await list('projectMember', 'alice')).map((m) => m.userId).sort()).toEqual(['alice', 'bob']);
  });
});

describe('visit schedule at enrolment', () => {
  const subject = (no: string, group: string) => ({
    projectId,
    subjectNo: no,
    screeningNo: `SC-${no}`,
    name: '王五',
    consentDate: '2026-11-01',
    enrollDate: '2026-11-02',
    groupName: group,
  });

  it('a group outside the project is refused (a project without groups keeps free text)', async () => {
    await expect(call('subject', 'add', 'bob', {}, subject('S-000', '不存在组'))).rejects.toMatchObject({
      message: '请选择本项目的分组',
    });
  });

  it('enrolment schedules one form per visit and form, due with its window', async () => {
    await call('subject', 'add', 'bob', {}, subject('S-001', '试验组'));
    const [added] = await list('subject', 'bob', { subjectNo: 'S-001' });
    const forms = (await subjectHandlers.visitFormList!(
      input({ subjectId: added!.id }),
      ctx('bob'),
    )) as Rec[];
    expect(
      forms.map((f) => [f.visitName, f.formName, f.name, f.dueDate, f.windowStart, f.windowEnd, f.status]),
    ).toEqual([
      ['基线访视', '人口学资料', '基线访视 · 人口学资料', '2026-11-02', '2026-11-02', '2026-11-05', '0'],
      ['基线访视', '生命体征', '基线访视 · 生命体征', '2026-11-02', '2026-11-02', '2026-11-05', '0'],
      ['第4周访视', '生命体征', '第4周访视 · 生命体征', '2026-11-30', '2026-11-27', '2026-12-03', '0'],
    ]);
    // A changed enrolment date moves the schedule with it.
    await call('subject', 'edit', 'bob', {}, { id: added!.id, enrollDate: '2026-11-10' });
    const moved = (await subjectHandlers.visitFormList!(
      input({ subjectId: added!.id }),
      ctx('bob'),
    )) as Rec[];
    expect(moved.map((f) => f.dueDate)).toEqual(['2026-11-10', '2026-11-10', '2026-12-08']);
    // A non-member sees none of it.
    await expect(
      subjectHandlers.visitFormList!(input({ subjectId: added!.id }), ctx('mallory')),
    ).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('a changed plan reaches the enrolled subjects; drafts and submitted forms keep their data', async () => {
    const plan = await list('projectVisit', 'alice');
    const id = (name: string) => String(plan.find((v) => v.name === name)!.id);
    await call('subject', 'add', 'bob', {}, subject('S-002', '试验组'));
    await call('subject', 'add', 'bob', {}, subject('S-003', '试验组'));
    const [s2] = await list('subject', 'bob', { subjectNo: 'S-002' });
    const [s3] = await list('subject', 'bob', { subjectNo: 'S-003' });
    await subjectHandlers.subjectWithdraw!(input({}, { id: s3!.id, reason: '失访' }), ctx('bob'));
    // S-002 has submitted 人口学资料 and started 生命体征 at the baseline visit.
    await database.db.execute(
      sql`UPDATE visit_form SET status = CASE form_name WHEN '人口学资料' THEN '2' ELSE '1' END, data = '{"a":"1"}'
           WHERE subject_id = ${s2!.id} AND visit_name = '基线访视'`,
    );
    // The baseline visit is renamed, moved a day and keeps 人口学资料 only.
    const baseline = { name: '入组访视', dayOffset: 1, windowAfter: 2, formIds: forms['人口学资料'] };
    await call('projectVisit', 'edit', 'alice', {}, { id: id('基线访视'), ...baseline });
    // 第4周访视 adds 人口学资料 after 生命体征; a 第8周访视 is added.
    const week4 = `${forms['生命体征']},${forms['人口学资料']}`;
    await call('projectVisit', 'edit', 'alice', {}, { id: id('第4周访视'), formIds: week4 });
    const week8 = { name: '第8周访视', sortNo: 3, dayOffset: 56, windowBefore: 7, windowAfter: 7 };
    await call('projectVisit', 'add', 'alice', {}, { projectId, ...week8, formIds: forms['生命体征'] });
    const schedule = async (subjectId: unknown) =>
      ((await subjectHandlers.visitFormList!(input({ subjectId }), ctx('bob'))) as Rec[]).map((f) => [
        f.name,
        f.dueDate,
        f.windowStart,
        f.windowEnd,
        f.status,
      ]);
    expect(await schedule(s2!.id)).toEqual([
      // submitted: renamed, its dates kept
      ['入组访视 · 人口学资料', '2026-11-02', '2026-11-02', '2026-11-05', '2'],
      // a draft of a form the visit no longer names stays, and moves with the visit
      ['入组访视 · 生命体征', '2026-11-03', '2026-11-03', '2026-11-05', '1'],
      ['第4周访视 · 生命体征', '2026-11-30', '2026-11-27', '2026-12-03', '0'],
      ['第4周访视 · 人口学资料', '2026-11-30', '2026-11-27', '2026-12-03', '0'],
      ['第8周访视 · 生命体征', '2026-12-28', '2026-12-21', '2027-01-04', '0'],
    ]);
    // A withdrawn subject gets no new form; its untouched form of the dropped CRF form goes.
    expect(await schedule(s3!.id)).toEqual([
      ['入组访视 · 人口学资料', '2026-11-03', '2026-11-03', '2026-11-05', '0'],
      ['第4周访视 · 生命体征', '2026-11-30', '2026-11-27', '2026-12-03', '0'],
    ]);
    // Data entered stays as it was.
    const [kept] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM visit_form WHERE subject_id = ${s2!.id} AND data->>'a' = '1'`,
    );
    expect(kept!.n).toBe(2);
    // A visit taken out of the plan takes its untouched forms with it; a draft stays.
    const week8Id = (await list('projectVisit', 'alice')).find((v) => v.name === '第8周访视')!.id;
    await database.db.execute(
      sql`UPDATE visit_form SET status = '1' WHERE subject_id = ${s2!.id} AND visit_name = '第4周访视'`,
    );
    const week4Id = (await list('projectVisit', 'alice')).find((v) => v.name === '第4周访视')!.id;
    await call('projectVisit', 'deleteBatch', 'alice', { ids: `${week8Id},${week4Id}` });
    expect((await schedule(s2!.id)).map((f) => f[0])).toEqual([
      '入组访视 · 人口学资料',
      '入组访视 · 生命体征',
      '第4周访视 · 生命体征',
      '第4周访视 · 人口学资料',
    ]);
    expect((await schedule(s3!.id)).map((f) => f[0])).toEqual(['入组访视 · 人口学资料']);
  });

  it('a group with subjects keeps its name and is not deleted', async () => {
    const [group] = (await list('projectGroup', 'alice')).filter((g) => g.name === '试验组');
    await expect(
      call('projectGroup', 'edit', 'alice', {}, { id: group!.id, name: '新试验组' }),
    ).rejects.toMatchObject({ message: '该分组下已有受试者，不能修改分组名称' });
    await expect(call('projectGroup', 'delete', 'alice', { id: group!.id })).rejects.toMatchObject({
      message: '分组“试验组”下已有受试者，不能删除',
    });
  });
});
