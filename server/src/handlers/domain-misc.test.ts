// Workflow status config, feedback, tasks, visit forms and the IM account against a real database: sorting by an
// allowlisted column, one's own records only, membership and tenant scoping, an HMAC that is not the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import {
  feedback,
  projectMembers,
  projects,
  subjects,
  tasks,
  visitForms,
  workflowStatusCfgs,
} from '../db/schema/domain.js';
import { input, userCtx } from './domain-test-support.js';
import { newId } from './domain-kit.js';
import { handlers as workflow } from './workflow.js';
import { handlers as feedbackOps } from './feedback.js';
import { handlers as taskOps } from './task.js';
import { handlers as subjectOps } from './subject.js';
import { handlers as im, imSignature } from './im.js';

let database: TestDatabase;
const T1 = '1000';
const T2 = '2000';
let projectId = '';
let subjectId = '';

beforeAll(async () => {
  database = await testDatabase();
  const db = database.db;
  const cfg: [string, string, number][] = [
    ['001', '待入组', 3],
    ['002', '入组审核', 1],
    ['003', '随访中', 6],
    ['004', '待签名', 2],
    ['009', '已出组', 5],
    ['010', '已完成', 4],
  ];
  for (const [statusId, name, sortNo] of cfg) {
    await db
      .insert(workflowStatusCfgs)
      .values({ id: newId(), tenantId: T1, workflowId: '1', statusId, name, cfgCode: name, sortNo });
  }
  await db.insert(workflowStatusCfgs).values([
    {
      id: newId(),
      tenantId: T1,
      workflowId: '2',
      statusId: '001',
      name: '别的流程',
      cfgCode: 'X',
      sortNo: 0,
    },
    { id: newId(), tenantId: T2, workflowId: '1', statusId: '001', name: '外部', cfgCode: 'X', sortNo: 0 },
  ]);
  projectId = newId();
  subjectId = newId();
  await db.insert(projects).values({ id: projectId, tenantId: T1, projectName: '研究' });
  await db
    .insert(projectMembers)
    .values({ id: newId(), tenantId: T1, projectId, userId: 'alice', role: 'admin', roleRight: '1' });
  await db
    .insert(subjects)
    .values({ id: subjectId, tenantId: T1, projectId, subjectNo: 'S-1', name: '张三' });
  await db.insert(visitForms).values([
    {
      id: newId(),
      tenantId: T1,
      projectId,
      subjectId,
      formId: 'F001',
      caseId: 'C1',
      detailId: 'D1',
      name: '基线访视',
      data: { sbp: 120 },
    },
    {
      id: newId(),
      tenantId: T1,
      projectId,
      subjectId,
      formId: 'F002',
      caseId: 'C1',
      detailId: 'D2',
      name: '第1次随访',
    },
  ]);
  await db.insert(tasks).values([
    { id: newId(), tenantId: T1, projectId, title: '我的任务', assignee: 'alice' },
    { id: newId(), tenantId: T1, projectId, title: '别人的任务', assignee: 'bob' },
    { id: newId(), tenantId: T2, title: '外部任务', assignee: 'alice' },
  ]);
  await db.insert(feedback).values({ id: newId(), tenantId: T1, userId: 'bob', content: 'bob 的反馈' });
});
afterAll(async () => {
  await database?.close();
});

const statusIds = (rows: unknown) => (rows as { statusId: string }[]).map((r) => r.statusId);

describe('workflowStatusCfgList', () => {
  const ctx = () => userCtx(database.db, T1, 'alice');
  it('filters by workflow and statusId list, sorted by sortNo ascending by default', async () => {
    const rows = await workflow.workflowStatusCfgList!(
      input({ workflowId: '1', statusId: '001,002,003,004,009,010' }),
      ctx(),
    );
    expect(statusIds(rows)).toEqual(['002', '004', '001', '010', '009', '003']);
    expect(
      statusIds(
        await workflow.workflowStatusCfgList!(input({ workflowId: '1', statusId: '009,001' }), ctx()),
      ),
    ).toEqual(['001', '009']);
  });
  it('honours an allowlisted column and order, ignores any other column', async () => {
    const desc = await workflow.workflowStatusCfgList!(
      input({ workflowId: '1', column: 'statusId', order: 'desc' }),
      ctx(),
    );
    expect(statusIds(desc)).toEqual(['010', '009', '004', '003', '002', '001']);
    const unknown = await workflow.workflowStatusCfgList!(
      input({ workflowId: '1', column: 'tenant_id; --' }),
      ctx(),
    );
    expect(statusIds(unknown)).toEqual(['002', '004', '001', '010', '009', '003']);
  });
  it('never answers another tenant’s rows', async () => {
    const rows = (await workflow.workflowStatusCfgList!(
      input({ workflowId: '1' }),
      userCtx(database.db, T2, 'zed'),
    )) as {
      name: string;
    }[];
    expect(rows.map((r) => r.name)).toEqual(['外部']);
  });
});

describe('feedback, tasks, visit forms', () => {
  it('submitFeedback stores for the caller; listMyFeedback shows only one’s own', async () => {
    const alice = userCtx(database.db, T1, 'alice');
    await expect(feedbackOps.submitFeedback!(input({}, { content: '  ' }), alice)).rejects.toMatchObject({
      kind: 'business',
    });
    await feedbackOps.submitFeedback!(input({}, { content: '希望增加导出', contact: '13800138000' }), alice);
    const page = (await feedbackOps.listMyFeedback!(input(), alice)) as { records: { content: string }[] };
    expect(page.records.map((r) => r.content)).toEqual(['希望增加导出']);
  });

  it('myTasks lists the caller’s tasks in the acting tenant only', async () => {
    const page = (await taskOps.myTasks!(input(), userCtx(database.db, T1, 'alice'))) as {
      records: { title: string; projectName: string }[];
    };
    expect(page.records).toEqual([expect.objectContaining({ title: '我的任务', projectName: '研究' })]);
  });

  it('visit forms answer members only; detailId or caseId+formId find one form', async () => {
    const alice = userCtx(database.db, T1, 'alice');
    const list = (await subjectOps.visitFormList!(input({ subjectId }), alice)) as { formId: string }[];
    expect(list.map((f) => f.formId)).toEqual(['F001', 'F002']);
    const one = (await subjectOps.visitFormDetail!(input({ caseId: 'C1', formId: 'F002' }), alice)) as {
      detailId: string;
    };
    expect(one.detailId).toBe('D2');
    const byDetail = (await subjectOps.visitFormDetail!(input({ detailId: 'D1' }), alice)) as {
      data: unknown;
    };
    expect(byDetail.data).toEqual({ sbp: 120 });
    for (const ctx of [userCtx(database.db, T1, 'bob'), userCtx(database.db, T2, 'alice')]) {
      await expect(subjectOps.visitFormList!(input({ subjectId }), ctx)).rejects.toMatchObject({
        kind: 'notFound',
      });
      await expect(subjectOps.visitFormDetail!(input({ detailId: 'D1' }), ctx)).rejects.toMatchObject({
        kind: 'notFound',
      });
    }
  });
});

describe('getImAccount', () => {
  it('answers appid, userId and an HMAC signature that depends on the key and the user', async () => {
    const account = (await im.getImAccount!(input(), userCtx(database.db, T1, 'alice'))) as {
      appid: string;
      userId: string;
      sig: string;
    };
    expect(account.userId).toBe('alice');
    expect(account.sig).toBe(imSignature(account.appid, 'alice'));
    expect(imSignature(account.appid, 'alice', 'k1')).not.toBe(imSignature(account.appid, 'alice', 'k2'));
    expect(imSignature(account.appid, 'alice', 'k1')).not.toBe(imSignature(account.appid, 'bob', 'k1'));
    expect(JSON.stringify(account)).not.toContain(process.env.IM_SECRET ?? '\u0000');
  });
});
