// 租户管理 (tenant resource and tag): the platform department's administrator lists, adds, edits, freezes and
// deletes tenants and manages their members; a clinic's administrator reaches none of it on any path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows.js';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';

let t: TestApp;
let platform: string;
let clinicAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  platform = await t.login('operator');
  clinicAdmin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string, url: string, tenant?: string) =>
  t.call('GET', `/jeecg-boot${url}`, { token, ...(tenant ? { tenant } : {}) });
const post = (token: string, url: string, payload: unknown) =>
  t.call(url.endsWith('/edit') ? 'PUT' : 'POST', `/jeecg-boot${url}`, { token, payload });
const tenantNamed = async (name: string) => {
  const res = (await get(platform, `/sys/tenant/list?name=${encodeURIComponent(name)}`)).json();
  return (res.result.records as Array<Record<string, unknown>>).find((r) => r.name === name);
};
/** The fields an edit sends back (the form's), without the read-only ones the list answers. */
const editable = (row: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    ['id', 'name', 'status', 'contact', 'phone', 'beginDate', 'endDate', 'remark']
      .filter((k) => row?.[k] !== undefined && row?.[k] !== null)
      .map((k) => [k, row?.[k]]),
  );
const tenantSwitch = async (username: string) => {
  const res = await t.call('POST', '/jeecg-boot/sys/login', {
    payload: { username, password: 'Clinic@2026' },
  });
  return (res.json().result.tenantList as Array<{ id: string; name: string }>).map((x) => x.name);
};

describe('the tenant list', () => {
  it('answers every tenant with its number and status to the platform department', async () => {
    const res = (await get(platform, '/sys/tenant/list?pageSize=100')).json();
    expect(res.success).toBe(true);
    const names = res.result.records.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['健康服务中心', '第二医院', '仁和医院', '平台运营部']));
    const renhe = res.result.records.find((r: { name: string }) => r.name === '仁和医院');
    expect(renhe).toMatchObject({ tenantNo: '2000', id: '2000', status: 1 });
  });

  it("refuses every tenant path to a clinic's administrator (510), whatever id it names", async () => {
    for (const url of [
      '/sys/tenant/list',
      '/sys/tenant/queryById?id=2000',
      '/sys/tenant/exportXls',
      '/sys/tenant/users?tenantId=1000',
    ])
      expect((await get(clinicAdmin, url)).json().code, url).toBe(510);
    for (const [url, body] of [
      ['/sys/tenant/add', { name: '越权租户', status: 1 }],
      ['/sys/tenant/edit', { id: '2000', name: '改名', status: 1 }],
      ['/sys/tenant/addUsers', { tenantId: '2000', usernames: ['admin'] }],
      ['/sys/tenant/removeUsers', { tenantId: '2000', userIds: ['1000000000000000001'] }],
    ] as const)
      expect((await post(clinicAdmin, url, body)).json().code, url).toBe(510);
    const menus = (await get(clinicAdmin, '/sys/permission/getUserPermissionByToken')).json();
    expect(JSON.stringify(menus.result.menu)).not.toContain('租户管理');
    expect(menus.result.auth.map((a: { action: string }) => a.action)).not.toContain('system:tenant:list');
  });

  it('shows the platform department its menu and buttons', async () => {
    const menus = (await get(platform, '/sys/permission/getUserPermissionByToken')).json();
    expect(JSON.stringify(menus.result.menu)).toContain('租户管理');
    const actions = menus.result.auth.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['system:tenant:add', 'system:tenant:users']));
  });
});

describe('a new tenant', () => {
  it('is added with its roles and root department, edited, and refuses an end before its beginning', async () => {
    const bad = await post(platform, '/sys/tenant/add', {
      name: '康宁诊所',
      status: 1,
      beginDate: '2026-12-01',
      endDate: '2026-01-01',
    });
    expect(bad.json()).toMatchObject({ success: false, message: '结束日期不能早于开始日期' });
    expect(await tenantNamed('康宁诊所')).toBeUndefined();
    const add = await post(platform, '/sys/tenant/add', {
      name: '康宁诊所',
      status: 1,
      contact: '赵主任',
      phone: '13912345678',
      beginDate: '2026-01-01',
      endDate: '2027-12-31',
    });
    expect(add.json().success, add.body).toBe(true);
    const row = await tenantNamed('康宁诊所');
    expect(row).toMatchObject({ contact: '赵主任', beginDate: '2026-01-01', endDate: '2027-12-31' });
    const id = String(row?.id);
    const made = await rows<{ role_code: string }>(
      t.database.db,
      sql`select role_code from sys_role where tenant_id = ${id} order by role_code`,
    );
    expect(made.map((r) => r.role_code)).toEqual(['admin', 'doctor', 'researcher']);
    const edit = await post(platform, '/sys/tenant/edit', { ...editable(row), contact: '钱主任' });
    expect(edit.json().success, edit.body).toBe(true);
    expect(await tenantNamed('康宁诊所')).toMatchObject({ contact: '钱主任' });
    const dup = await post(platform, '/sys/tenant/add', { name: '康宁诊所', status: 1 });
    expect(dup.json().success).toBe(false);
  });

  it("reaches a member's tenant switch, and the member works in it with the role given", async () => {
    const id = String((await tenantNamed('康宁诊所'))?.id);
    expect(await tenantSwitch('nurse')).not.toContain('康宁诊所');
    const unknown = await post(platform, '/sys/tenant/addUsers', {
      tenantId: id,
      usernames: ['nobody_here'],
    });
    expect(unknown.json()).toMatchObject({ success: false, message: '用户不存在：nobody_here' });
    const add = await post(platform, '/sys/tenant/addUsers', {
      tenantId: id,
      usernames: ['nurse'],
      roleCode: 'admin',
    });
    expect(add.json().success, add.body).toBe(true);
    const members = (await get(platform, `/sys/tenant/users?tenantId=${id}`)).json();
    expect(members.result.records).toEqual([
      expect.objectContaining({ username: 'nurse', roleNames: '管理员', defaultTenant: false }),
    ]);
    expect(await tenantSwitch('nurse')).toContain('康宁诊所');
    const nurse = await t.login('nurse');
    const inIt = (await get(nurse, '/sys/permission/getUserPermissionByToken', id)).json();
    expect(inIt.success).toBe(true);
    // A clinic's administrator role never carries the platform's tenant management.
    expect(JSON.stringify(inIt.result.menu)).toContain('用户管理');
    expect(JSON.stringify(inIt.result.menu)).not.toContain('租户管理');
    const roles = (await get(nurse, '/sys/role/list', id)).json();
    expect(roles.result.records.map((r: { roleName: string }) => r.roleName)).toContain('管理员');
  });

  it('refuses deleting a tenant with members, then frozen it opens nothing, then removed members it deletes', async () => {
    const row = await tenantNamed('康宁诊所');
    const id = String(row?.id);
    const del = await t.call('DELETE', `/jeecg-boot/sys/tenant/delete?id=${id}`, { token: platform });
    expect(del.json()).toMatchObject({
      success: false,
      message: '租户「康宁诊所」下还有成员或患者，不能删除',
    });
    const nurse = await t.login('nurse');
    await post(platform, '/sys/tenant/edit', { ...editable(row), status: 0 });
    expect((await get(nurse, '/sys/permission/getUserPermissionByToken', id)).statusCode).toBe(403);
    expect(await tenantSwitch('nurse')).not.toContain('康宁诊所');
    const [user] = await rows<{ id: string }>(
      t.database.db,
      sql`select id from sys_user where username = 'nurse'`,
    );
    const removed = await post(platform, '/sys/tenant/removeUsers', { tenantId: id, userIds: [user!.id] });
    expect(removed.json().success, removed.body).toBe(true);
    const gone = await t.call('DELETE', `/jeecg-boot/sys/tenant/delete?id=${id}`, { token: platform });
    expect(gone.json().success, gone.body).toBe(true);
    expect(await rows(t.database.db, sql`select 1 from sys_role where tenant_id = ${id}`)).toHaveLength(0);
  });

  it("refuses removing a member's default tenant and freezing or deleting the platform department", async () => {
    const [nurse] = await rows<{ id: string }>(
      t.database.db,
      sql`select id from sys_user where username = 'nurse'`,
    );
    const res = await post(platform, '/sys/tenant/removeUsers', { tenantId: '1000', userIds: [nurse!.id] });
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toMatch(/默认租户，不能移出/);
    const self = await tenantNamed('平台运营部');
    expect((await post(platform, '/sys/tenant/edit', { ...editable(self), status: 0 })).json().message).toBe(
      '平台运营部不能冻结',
    );
    const del = await t.call('DELETE', `/jeecg-boot/sys/tenant/delete?id=3000`, { token: platform });
    expect(del.json().message).toBe('平台运营部不能删除');
    const foreign = (await get(platform, '/sys/tenant/users?tenantId=no-such')).json();
    expect(foreign.success).toBe(false);
  });
});
