// Project handlers and the subject resource against a real database: membership scoping, tenant isolation, the
// detail's menu and operations, and the creation rules (identifyFlag, 请输入项目名称, decimals stripped, creator joins).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { projectMembers, projects, subjects } from '../db/schema/domain.js';
import { answerResource } from '../resources/engine/index.js';
import { input, userCtx } from './domain-test-support.js';
import { newId } from './domain-kit.js';
import { handlers } from './project.js';

let database: TestDatabase;
const T1 = '1000';
const T2 = '2000';
let mine = '';
let theirs = '';
let foreign = '';

async function project(tenantId: string, name: string, members: [string, string][]) {
  const id = newId();
  await database.db.insert(projects).values({ id, tenantId, projectName: name, codeName: name.slice(0, 4) });
  for (const [userId, role] of members) {
    await database.db.insert(projectMembers).values({
      id: newId(),
      tenantId,
      projectId: id,
      userId,
      role,
      roleRight: role === 'admin' ? '1' : '3',
    });
  }
  for (let i = 1; i <= 3; i++) {
    await database.db
      .insert(subjects)
      .values({ id: newId(), tenantId, projectId: id, subjectNo: `${name}-${i}`, name: `受试者${i}` });
  }
  return id;
}

beforeAll(async () => {
  database = await testDatabase();
  mine = await project(T1, '高血压队列随访研究', [
    ['alice', 'admin'],
    ['bob', 'doctor'],
  ]);
  theirs = await project(T1, '100%_达标研究', [['bob', 'admin']]);
  foreign = await project(T2, '外部租户研究', [['alice', 'admin']]);
});
afterAll(async () => {
  await database?.close();
});

type Page = { records: { id: string; projectName: string; role: string }[]; total: number; size: number };

describe('myProject', () => {
  it('lists only projects the caller is a member of, in the acting tenant', async () => {
    const page = (await handlers.myProject!(
      input({ pageSize: 999 }),
      userCtx(database.db, T1, 'alice'),
    )) as Page;
    expect(page.records.map((r) => [r.id, r.role])).toEqual([[mine, 'admin']]);
    expect(page.size).toBe(999);
    const bob = (await handlers.myProject!(
      input({ pageSize: 999 }),
      userCtx(database.db, T1, 'bob'),
    )) as Page;
    expect(bob.total).toBe(2);
    const t2 = (await handlers.myProject!(input(), userCtx(database.db, T2, 'alice'))) as Page;
    expect(t2.records.map((r) => r.id)).toEqual([foreign]);
  });

  it('filters by name fragment, treating % and _ literally', async () => {
    const bob = userCtx(database.db, T1, 'bob');
    const pct = (await handlers.myProject!(input({ projectName: '%_' }), bob)) as Page;
    expect(pct.records.map((r) => r.id)).toEqual([theirs]);
    const none = (await handlers.myProject!(
      input({ projectName: '_' }),
      userCtx(database.db, T1, 'alice'),
    )) as Page;
    expect(none.records).toEqual([]);
  });

  it('caps the page size at 999', async () => {
    const page = (await handlers.myProject!(
      input({ pageSize: 5000 }),
      userCtx(database.db, T1, 'bob'),
    )) as Page;
    expect(page.size).toBe(999);
  });
});

describe('getProject', () => {
  it('answers a member with role, menu tagged with projectId and operations', async () => {
    const detail = (await handlers.getProject!(
      input({ projectId: mine }),
      userCtx(database.db, T1, 'alice'),
    )) as {
      role: string;
      roleRight: string;
      permission: { menu: { projectId: string; children?: { projectId: string }[] }[] };
      authOperation: string[];
    };
    expect(detail.role).toBe('admin');
    expect(detail.roleRight).toBe('1');
    expect(detail.authOperation).toContain('subject:delete');
    // The seed-free project has no stored menu rows; the tagging is checked on a created project below.
    expect(Array.isArray(detail.permission.menu)).toBe(true);
    const doctor = (await handlers.getProject!(
      input({ projectId: mine }),
      userCtx(database.db, T1, 'bob'),
    )) as {
      authOperation: string[];
    };
    expect(doctor.authOperation).not.toContain('subject:delete');
  });

  it('answers 404 to a non-member and to another tenant', async () => {
    await expect(
      handlers.getProject!(input({ projectId: theirs }), userCtx(database.db, T1, 'alice')),
    ).rejects.toMatchObject({ kind: 'notFound' });
    await expect(
      handlers.getProject!(input({ projectId: foreign }), userCtx(database.db, T1, 'alice')),
    ).rejects.toMatchObject({ kind: 'notFound' });
  });
});

describe('addProject', () => {
  it('refuses users without identifyFlag (510)', async () => {
    await expect(
      handlers.addProject!(input({}, { projectName: '新项目' }), userCtx(database.db, T1, 'bob')),
    ).rejects.toMatchObject({ kind: 'noPermission' });
  });

  it('requires a project name: 请输入项目名称', async () => {
    const ctx = userCtx(database.db, T1, 'carol', { identifyFlag: true });
    for (const projectName of [undefined, '', '   ']) {
      await expect(handlers.addProject!(input({}, { projectName }), ctx)).rejects.toMatchObject({
        kind: 'business',
        message: '请输入项目名称',
      });
    }
    await expect(
      handlers.addProject!(input({}, { projectName: 'x', targetQuantity: 'abc' }), ctx),
    ).rejects.toMatchObject({ kind: 'business' });
    const count = await database.db.select().from(projects).where(eq(projects.createBy, 'carol'));
    expect(count).toEqual([]);
  });

  it('strips decimals, makes the creator a member with the project menu, and answers 添加成功', async () => {
    const ctx = userCtx(database.db, T1, 'carol', { identifyFlag: true });
    const reply = (await handlers.addProject!(
      input(
        {},
        { projectName: '慢性肾病登记研究', codeName: 'CKD', targetQuantity: 12.7, startTime: '2026-12-01' },
      ),
      ctx,
    )) as { message: string; result: { id: string; targetQuantity: number; startTime: string } };
    expect(reply.message).toBe('添加成功');
    expect(reply.result.targetQuantity).toBe(12);
    expect(reply.result.startTime).toBe('2026-12-01 00:00:00');
    const [member] = await database.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, reply.result.id), eq(projectMembers.userId, 'carol')));
    expect(member?.role).toBe('admin');
    const list = (await handlers.myProject!(input(), ctx)) as Page;
    expect(list.records.map((r) => r.projectName)).toEqual(['慢性肾病登记研究']);
    const detail = (await handlers.getProject!(input({ projectId: reply.result.id }), ctx)) as {
      permission: {
        menu: { projectId: string; path: string; children?: { projectId: string; path: string }[] }[];
      };
    };
    const flat = detail.permission.menu.flatMap((m) => [m, ...(m.children ?? [])]);
    expect(flat.map((m) => m.path)).toContain('/medicalRecords/list');
    expect(flat.every((m) => m.projectId === reply.result.id)).toBe(true);
  });
});

describe('subject resource', () => {
  const op = (crud: string) => ({ operationId: `subject-${crud}`, resource: 'subject', crud });
  type SubjectPage = { records: { projectId: string; id: string }[]; total: number };

  it('lists only subjects of the caller’s projects, never another tenant’s', async () => {
    const alice = (await answerResource(
      op('list'),
      input({ pageSize: 100 }),
      userCtx(database.db, T1, 'alice'),
    )) as SubjectPage;
    expect(new Set(alice.records.map((r) => r.projectId))).toEqual(new Set([mine]));
    const zed = (await answerResource(
      op('list'),
      input({ pageSize: 100 }),
      userCtx(database.db, T2, 'zed'),
    )) as SubjectPage;
    expect(zed.records).toEqual([]);
  });

  it('queryById of a subject outside the caller’s projects is 404', async () => {
    const bob = (await answerResource(
      op('list'),
      input({ projectId: theirs }),
      userCtx(database.db, T1, 'bob'),
    )) as SubjectPage;
    const id = bob.records[0]!.id;
    await expect(
      answerResource(op('queryById'), input({ id }), userCtx(database.db, T1, 'alice')),
    ).rejects.toMatchObject({
      kind: 'notFound',
    });
    await expect(
      answerResource(op('queryById'), input({ id }), userCtx(database.db, T2, 'bob')),
    ).rejects.toMatchObject({
      kind: 'notFound',
    });
  });

  it('adding a subject to a project the caller is not in is refused', async () => {
    await expect(
      answerResource(
        op('add'),
        input({}, { projectId: theirs, subjectNo: 'X-1', name: '张三' }),
        userCtx(database.db, T1, 'alice'),
      ),
    ).rejects.toMatchObject({ kind: 'notFound' });
  });
});
