// The domain operations through the real app and contract (responses validated against the document), on the
// identity + domain seed: demo logins, tenant isolation, read marks, sanitised announcements, projects, workflow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDomain } from '../seed/domain.js';
import { seedIds } from '../seed/identity.js';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.transaction((tx) => seedDomain(tx, seedIds));
  for (const u of ['admin', 'researcher', 'doctor', 'tenant2admin']) token[u] = await t.login(u);
});
afterAll(async () => {
  await t?.close();
});

async function get(user: string, url: string) {
  const res = await t.call('GET', `/jeecg-boot${url}`, { token: token[user]! });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number; message: string; result: any },
  };
}
async function send(method: string, user: string, url: string, payload: unknown) {
  const res = await t.call(method, `/jeecg-boot${url}`, { token: token[user]!, payload });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number; message: string; result: any },
  };
}

describe('messages over HTTP', () => {
  it('notice groups list the three classifications and 通知公告 with unread counts and redirects', async () => {
    const { status, body } = await get('researcher', '/api/sys/msg/rec/getUnreadListWithMsg');
    expect(status).toBe(200);
    expect(body.result.map((g: any) => g.classifyName)).toEqual([
      '系统通知',
      '随访提醒',
      '待办任务',
      '通知公告',
    ]);
    // The seeded announcements released to everyone and to the researcher by name, unread.
    const notices = body.result[3].msgList.map((m: any) => m.title);
    expect(notices).toEqual(expect.arrayContaining(['关于启用新版病历管理平台的通知', '项目数据核查安排']));
    expect(body.result[3].unreadCount).toBe(notices.length);
    const all = body.result.flatMap((g: any) => g.msgList);
    expect(all.some((m: any) => m.redirect?.webUrl === 'visitForm' && m.redirect.param.detailId)).toBe(true);
    expect(all.some((m: any) => m.redirect?.webUrl === 'patientAbnormal')).toBe(true);
  });

  it('the 3-day popup and read marks work for oneself only', async () => {
    const popup = await get('researcher', '/api/sys/msg/rec/unreadByDays?dayCount=3');
    expect(popup.body.result.length).toBeGreaterThan(0);
    const doctorBefore = (await get('doctor', '/api/sys/msg/rec/unreadList')).body.result.length;
    const ids = popup.body.result.map((m: any) => m.id).join(',');
    const read = await send('POST', 'doctor', '/api/sys/msg/rec/read', { ids });
    expect(read.body.result).toEqual({ count: 0 });
    const mine = await send('POST', 'researcher', '/api/sys/msg/rec/read', { ids });
    expect(mine.body.result.count).toBe(popup.body.result.length);
    expect((await get('researcher', '/api/sys/msg/rec/unreadByDays?dayCount=3')).body.result).toEqual([]);
    expect((await get('doctor', '/api/sys/msg/rec/unreadList')).body.result.length).toBe(doctorBefore);
  });

  it('a user of tenant 2000 never sees tenant 1000 messages', async () => {
    const list = await get('tenant2admin', '/api/sys/msg/rec/list?pageSize=100');
    const researcher = await get('researcher', '/api/sys/msg/rec/list?pageSize=100');
    const theirs = new Set(researcher.body.result.records.map((m: any) => m.id));
    expect(list.body.result.records.length).toBeGreaterThan(0);
    expect(list.body.result.records.some((m: any) => theirs.has(m.id))).toBe(false);
  });

  it('the messaging account signs the user id without revealing a secret', async () => {
    const { body } = await get('researcher', '/api/im/getAccount');
    expect(body.result.userId).toBe(seedIds.users.researcher);
    expect(body.result.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('announcements over HTTP', () => {
  it('listByUser and queryById serve the seeded dangerous HTML sanitised', async () => {
    const list = await get('doctor', '/sys/annountCement/listByUser?pageSize=50');
    const manual = list.body.result.records.find((r: any) => r.titile === '操作手册更新说明');
    expect(manual.msgContent).not.toMatch(/<script|onerror|javascript:|onclick/i);
    expect(manual.msgContent).toContain('操作手册');
    const detail = await get('doctor', `/sys/annountCement/queryById?id=${manual.id}`);
    expect(detail.body.result.msgContent).not.toMatch(/<script|onerror|javascript:|onclick/i);
    const foreign = await get('tenant2admin', `/sys/annountCement/queryById?id=${manual.id}`);
    expect(foreign.status).toBe(404);
  });

  it('the admin list translates dictionary fields and serves HTML sanitised', async () => {
    const list = await get('admin', '/sys/annountCement/list?pageSize=50');
    const released = list.body.result.records.find((r: any) => r.sendStatus === '1');
    expect(released.sendStatus_dictText).toBe('已发布');
    expect(list.body.result.records.every((r: any) => !/<script|onerror/i.test(r.msgContent ?? ''))).toBe(
      true,
    );
  });

  it('editByAnntIdAndUserId marks read for the caller', async () => {
    const unread = await get('doctor', '/sys/annountCement/listByUser?readFlag=0');
    const first = unread.body.result.records[0];
    const res = await send('PUT', 'doctor', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      anntId: first.id,
    });
    expect(res.body.success).toBe(true);
    const after = await get('doctor', '/sys/annountCement/listByUser?readFlag=0');
    expect(after.body.result.total).toBe(unread.body.result.total - 1);
  });
});

describe('projects over HTTP', () => {
  it('myProject lists the three demo projects for a member, the foreign one for tenant 2000', async () => {
    const mine = await get('researcher', '/api/rws/project/myProject?pageSize=999');
    expect(mine.body.result.records.map((p: any) => p.projectName).sort()).toEqual(
      ['2型糖尿病真实世界研究', '慢性肾病登记研究', '高血压队列随访研究'].sort(),
    );
    const foreign = await get('tenant2admin', '/api/rws/project/myProject?pageSize=999');
    expect(foreign.body.result.records.map((p: any) => p.projectName)).toEqual(['外部租户冠心病研究']);
    const detail = await get(
      'tenant2admin',
      `/api/rws/project/get?projectId=${mine.body.result.records[0].id}`,
    );
    expect(detail.status).toBe(404);
  });

  it('project detail carries the menu tagged with projectId', async () => {
    const mine = await get('doctor', '/api/rws/project/myProject?pageSize=999');
    const id = mine.body.result.records[0].id;
    const detail = await get('doctor', `/api/rws/project/get?projectId=${id}`);
    expect(detail.body.result.role).toBe('doctor');
    const flat = detail.body.result.permission.menu.flatMap((m: any) => [m, ...(m.children ?? [])]);
    expect(flat.length).toBeGreaterThan(0);
    expect(flat.every((m: any) => m.projectId === id)).toBe(true);
  });

  it('add: researcher (identifyFlag) creates and joins; doctor is refused with 510', async () => {
    const ok = await send('POST', 'researcher', '/api/rws/project/add', {
      projectName: '新建研究',
      targetQuantity: 30,
    });
    expect(ok.body).toMatchObject({ success: true, message: '添加成功' });
    const mine = await get('researcher', '/api/rws/project/myProject?projectName=新建&pageSize=999');
    expect(mine.body.result.records.map((p: any) => p.projectName)).toEqual(['新建研究']);
    const refused = await send('POST', 'doctor', '/api/rws/project/add', { projectName: '医生项目' });
    expect(refused.body).toMatchObject({ success: false, code: 510 });
    const blank = await send('POST', 'researcher', '/api/rws/project/add', { projectName: '  ' });
    expect(blank.body).toMatchObject({ success: false, message: '请输入项目名称' });
  });

  it('subjects: 20+ per project for tenant 1000, none of them for tenant 2000', async () => {
    const mine = await get('admin', '/api/rws/subject/list?pageSize=200');
    expect(mine.body.result.total).toBeGreaterThanOrEqual(60);
    const foreign = await get('tenant2admin', '/api/rws/subject/list?pageSize=200');
    const ids = new Set(mine.body.result.records.map((s: any) => s.id));
    expect(foreign.body.result.records.some((s: any) => ids.has(s.id))).toBe(false);
  });
});

describe('workflow, cache, feedback, tasks over HTTP', () => {
  it('workflow 1 statuses come sorted by sortNo ascending', async () => {
    const { body } = await get(
      'doctor',
      '/api/hbv/project/workflow/status/cfg/list?workflowId=1&statusId=001,002,003,004,009,010&column=sortNo&order=asc',
    );
    expect(body.result.map((r: any) => r.statusId)).toEqual(['002', '004', '001', '010', '009', '003']);
    // A column outside the allowlist falls back to sortNo; SQL text is refused by the contract's pattern.
    const other = await get(
      'doctor',
      '/api/hbv/project/workflow/status/cfg/list?workflowId=1&column=password&order=asc',
    );
    expect(other.body.result.map((r: any) => r.statusId)).toEqual(['002', '004', '001', '010', '009', '003']);
    const evil = await get(
      'doctor',
      '/api/hbv/project/workflow/status/cfg/list?workflowId=1&column=sortNo%3Bdrop%20table%20x',
    );
    expect(evil.status).toBe(400);
    expect(JSON.stringify(evil.body)).not.toMatch(/drop table|select /i);
    const desc = await get(
      'doctor',
      '/api/hbv/project/workflow/status/cfg/list?workflowId=1&statusId=001,009&order=desc',
    );
    expect(desc.body.result.map((r: any) => r.statusId)).toEqual(['009', '001']);
  });

  it('clearCache answers success', async () => {
    const { body } = await get('doctor', '/api/yjy/common/clearCache');
    expect(body.success).toBe(true);
  });

  it('feedback: a user submits and lists only their own', async () => {
    const add = await send('POST', 'doctor', '/system/feedback/add', {
      content: '希望支持批量导出',
      contact: '13900000000',
    });
    expect(add.body.success).toBe(true);
    const list = await get('doctor', '/system/feedback/list?pageSize=100');
    expect(list.body.result.records.length).toBeGreaterThan(0);
    expect(list.body.result.records.every((r: any) => r.userId === seedIds.users.doctor)).toBe(true);
  });

  it('tasks of tenant 1000 are not visible to tenant 2000', async () => {
    const mine = await get('admin', '/api/rws/task/list?pageSize=100');
    expect(mine.body.result.total).toBeGreaterThan(0);
    const foreign = await get('tenant2admin', '/api/rws/task/list?pageSize=100');
    expect(foreign.body.result.records.map((r: any) => r.title)).toEqual(['外部租户任务']);
  });
});
