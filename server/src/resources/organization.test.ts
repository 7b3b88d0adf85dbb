// 机构管理 through the real app: the demo tenant's organisation tree, add/edit/delete with the tree's rules (no delete
// while child organisations remain, no move below itself, the phone's format), tenant scope and the permission.
// PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';
import { seedOrganizations } from '../seed/organizations.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedDicts(tx as never);
    await seedOrganizations(tx as never);
  });
  admin = await t.login('admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Answer = { success: boolean; message: string; code: number; result: any };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  token = admin,
): Promise<Answer> {
  const res = await t.call(method, `/jeecg-boot/sys/organization${url}`, {
    token,
    ...(payload ? { payload } : {}),
  });
  return res.json() as Promise<Answer>;
}

async function add(values: Record<string, unknown>, token = admin): Promise<string> {
  const saved = await call('POST', '/add', values, token);
  expect(saved.success, saved.message).toBe(true);
  const found = await call(
    'GET',
    `/list?orgName=${encodeURIComponent(String(values.orgName))}`,
    undefined,
    token,
  );
  return found.result.records[0].id as string;
}

describe('机构管理', () => {
  it('lists the tenant\u2019s seeded tree with labels (type, level, area, parent)', async () => {
    const list = await call('GET', '/list?pageSize=100');
    expect(list.success, list.message).toBe(true);
    const byName = new Map<string, any>(list.result.records.map((r: any) => [r.orgName, r]));
    const root = byName.get('健康服务中心总院');
    expect(root).toMatchObject({ orgType_dictText: '医院', orgLevel_dictText: '三级甲等', parentId: null });
    expect(root.areaCode_dictText).toBe('北京市/北京市/朝阳区');
    expect(byName.get('望京社区卫生服务中心')).toMatchObject({
      parentId: root.id,
      parentId_dictText: '健康服务中心总院',
      orgType_dictText: '社区卫生服务中心',
    });
    expect(byName.has('仁和医院')).toBe(false);
  });

  it('keeps the tree: delete refused while children remain, no move below itself, phone format checked', async () => {
    const stamp = Date.now() % 100000;
    const top = await add({ orgName: `测试医院${stamp}`, orgType: '1', phone: '010-12345678' });
    const child = await add({
      orgName: `测试诊所${stamp}`,
      orgType: '2',
      parentId: top,
      phone: '13912345678',
    });

    const refused = await call('DELETE', `/delete?id=${top}`);
    expect(refused.success).toBe(false);
    expect(refused.message).toBe(`机构「测试医院${stamp}」下还有下级机构，请先删除或移走下级机构`);
    const batch = await call('DELETE', `/deleteBatch?ids=${top}`);
    expect(batch.success).toBe(false);

    const cycle = await call('PUT', '/edit', { id: top, parentId: child });
    expect(cycle.success).toBe(false);
    expect(cycle.message).toBe('不能把机构移到它自己或它的下级机构之下');

    const phone = await call('POST', '/add', { orgName: `坏电话${stamp}`, orgType: '2', phone: '12345' });
    expect(phone.success).toBe(false);
    // The contract's pattern refuses it before the engine (the form says 请输入正确的联系电话 before sending).
    expect(phone.message).toContain('phone');

    const other = await call('POST', '/add', {
      orgName: `外租户下级${stamp}`,
      orgType: '2',
      parentId: 'nope',
    });
    expect(other.success).toBe(false);

    expect((await call('DELETE', `/delete?id=${child}`)).success).toBe(true);
    expect((await call('DELETE', `/delete?id=${top}`)).success).toBe(true);
    // Parent and child together go at once.
    const a = await add({ orgName: `一并删除${stamp}`, orgType: '1' });
    const b = await add({ orgName: `一并删除下级${stamp}`, orgType: '2', parentId: a });
    expect((await call('DELETE', `/deleteBatch?ids=${a},${b}`)).success).toBe(true);
  });

  it('is scoped to the tenant and needs its permission', async () => {
    const mine = await add({ orgName: `本租户机构${Date.now() % 100000}`, orgType: '2' });
    const renhe = await t.login('tenant2admin');
    const theirs = await call('GET', '/list?pageSize=100', undefined, renhe);
    expect(theirs.result.records.map((r: any) => r.orgName)).toContain('仁和医院');
    expect(theirs.result.records.some((r: any) => r.id === mine)).toBe(false);
    expect((await call('PUT', '/edit', { id: mine, orgName: '越权' }, renhe)).success).toBe(false);
    expect((await call('DELETE', `/delete?id=${mine}`, undefined, renhe)).success).toBe(false);
    const under = await call('POST', '/add', { orgName: '挂到别家', orgType: '2', parentId: mine }, renhe);
    expect(under.success).toBe(false);

    const doctor = await t.login('doctor');
    const denied = await call('GET', '/list', undefined, doctor);
    expect(denied.success).toBe(false);
    expect(denied.code).toBe(510);
    expect((await call('DELETE', `/delete?id=${mine}`)).success).toBe(true);
  });
});
