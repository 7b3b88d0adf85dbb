// Enrolment and withdrawal of subjects against a real database: a member enrols (筛选号, 知情同意日期), 退出 needs a
// reason and keeps the subject (已退出: no edit, no delete), and no one outside the project or the tenant reaches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { projectMembers, projects } from '../db/schema/domain.js';
import { answerResource } from '../resources/engine/index.js';
import { input, userCtx } from './domain-test-support.js';
import { newId } from './domain-kit.js';
import { handlers } from './subject.js';

let database: TestDatabase;
const T1 = '1000';
let projectId = '';
const op = (crud: string) => ({ operationId: `subject-${crud}`, resource: 'subject', crud });
const ctx = (user: string, tenant = T1) => userCtx(database.db, tenant, user);

beforeAll(async () => {
  database = await testDatabase();
  projectId = newId();
  await database.db.insert(projects).values({ id: projectId, tenantId: T1, projectName: '糖尿病随访研究' });
  await database.db.insert(projectMembers).values({
    id: newId(),
    tenantId: T1,
    projectId,
    userId: 'alice',
    // The 项目负责人: every subject operation is hers (what each role may do is project-operations.test's).
    role: 'admin',
    roleRight: '1',
  });
});
afterAll(async () => {
  await database?.close();
});

async function enrol(no: string): Promise<string> {
  const added = (await answerResource(
    op('add'),
    input(
      {},
      {
        projectId,
        subjectNo: no,
        screeningNo: `SC-${no}`,
        name: '王五',
        consentDate: '2026-11-01',
        enrollDate: '2026-11-02',
        groupName: '试验组',
      },
    ),
    ctx('alice'),
  )) as { id?: string } | null;
  const page = (await answerResource(op('list'), input({ subjectNo: no }), ctx('alice'))) as {
    records: { id: string }[];
  };
  return added?.id ?? page.records[0]!.id;
}

describe('subject enrolment and withdrawal', () => {
  it('a member enrols a subject with its screening number and consent date', async () => {
    const id = await enrol('E-001');
    const one = (await answerResource(op('queryById'), input({ id }), ctx('alice'))) as Record<
      string,
      unknown
    >;
    expect(one).toMatchObject({ screeningNo: 'SC-E-001', consentDate: '2026-11-01', status: '1' });
  });

  it('退出 needs a reason, keeps the subject as 已退出 and then refuses edit and delete', async () => {
    const id = await enrol('E-002');
    await expect(
      handlers.subjectWithdraw!(input({}, { id, reason: '  ' }), ctx('alice')),
    ).rejects.toMatchObject({
      kind: 'business',
      message: '请填写退出原因',
    });
    await handlers.subjectWithdraw!(input({}, { id, reason: '受试者撤回知情同意' }), ctx('alice'));
    const one = (await answerResource(op('queryById'), input({ id }), ctx('alice'))) as Record<
      string,
      unknown
    >;
    expect(one).toMatchObject({ status: '4', withdrawReason: '受试者撤回知情同意' });
    await expect(
      handlers.subjectWithdraw!(input({}, { id, reason: '再次退出' }), ctx('alice')),
    ).rejects.toMatchObject({ message: '该受试者已退出' });
    await expect(
      answerResource(op('edit'), input({}, { id, name: '改名' }), ctx('alice')),
    ).rejects.toMatchObject({ message: '已退出的受试者不能编辑' });
    await expect(answerResource(op('delete'), input({ id }), ctx('alice'))).rejects.toMatchObject({
      message: '已退出的受试者不能删除',
    });
    const still = (await answerResource(op('queryById'), input({ id }), ctx('alice'))) as Record<
      string,
      unknown
    >;
    expect(still.id).toBe(id);
  });

  it('a non-member or another tenant cannot withdraw: 404 like a missing subject, nothing changes', async () => {
    const id = await enrol('E-003');
    for (const who of [ctx('mallory'), ctx('alice', '2000')]) {
      await expect(handlers.subjectWithdraw!(input({}, { id, reason: '越权' }), who)).rejects.toMatchObject({
        kind: 'notFound',
      });
    }
    const one = (await answerResource(op('queryById'), input({ id }), ctx('alice'))) as Record<
      string,
      unknown
    >;
    expect(one.status).toBe('1');
  });
});
