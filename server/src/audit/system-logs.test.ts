// 登录日志 and 操作日志 over HTTP: what a login, a logout, a resource write and another permission-checked operation
// leave behind, searchable by the list's filters; read-only, tenant-scoped and permission-checked on every path.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, PASSWORD, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';
import { rows } from '../db/rows.js';

let t: TestApp;
let admin: string;
let doctor: string;
let tenant2: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedDicts(t.database.db);
  [admin, doctor, tenant2] = await Promise.all([
    t.login('admin'),
    t.login('doctor'),
    t.login('tenant2admin'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

interface Page {
  success: boolean;
  code: number;
  message: string;
  result: { records: Record<string, unknown>[]; total: number };
}

async function list(token: string, what: 'login' | 'operation', query: string): Promise<Page> {
  return (await t.call('GET', `/jeecg-boot/sys/log/${what}/list?pageSize=50&${query}`, { token })).json();
}

describe('登录日志', () => {
  it('keeps a refused login with its reason and address, a success and a logout, never the password', async () => {
    const wrong = 'Wrong#Pass-9137';
    const refused = (
      await t.call('POST', '/jeecg-boot/sys/login', {
        payload: { username: 'researcher', password: wrong },
        remoteAddress: '10.1.2.3',
        headers: { 'user-agent': 'vitest-browser' },
      })
    ).json();
    expect(refused.success).toBe(false);
    const token = await t.login('researcher');
    await t.call('POST', '/jeecg-boot/sys/logout', { token });

    const page = await list(admin, 'login', 'username=researcher&column=logTime&order=desc');
    const records = page.result.records;
    expect(records.find((r) => r.result === '0')).toMatchObject({
      username: 'researcher',
      realname: '李研究员',
      loginAction_dictText: '账号登录',
      result_dictText: '失败',
      reason: '用户名或密码错误',
      ip: '10.1.2.3',
      userAgent: 'vitest-browser',
    });
    expect(records.some((r) => r.result === '1' && r.loginAction === '1')).toBe(true);
    expect(records.some((r) => r.loginAction === '4' && r.result_dictText === '成功')).toBe(true);
    // the query form's filters answer it
    const failed = await list(admin, 'login', 'username=*nobody*&result=0');
    expect(failed.result.total).toBe(0);
    const byResult = await list(admin, 'login', 'username=researcher&result=0');
    expect(byResult.result.records.every((r) => r.result === '0')).toBe(true);

    const dump = JSON.stringify([
      ...(await rows(t.database.db, sql`SELECT * FROM sys_login_log`)),
      ...(await rows(t.database.db, sql`SELECT * FROM sys_operation_log`)),
    ]);
    expect(dump).not.toContain(wrong);
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(token);
  });

  it("is the tenant's own: another tenant's administrator neither lists nor opens it", async () => {
    const mine = await list(admin, 'login', 'username=doctor');
    const row = mine.result.records[0]!;
    expect(row).toBeDefined();
    const other = await list(tenant2, 'login', 'username=doctor');
    expect(other.result.total).toBe(0);
    const byId = (
      await t.call('GET', `/jeecg-boot/sys/log/login/queryById?id=${String(row.id)}`, { token: tenant2 })
    ).json();
    expect(byId.success).toBe(false);
    const own = (
      await t.call('GET', `/jeecg-boot/sys/log/login/queryById?id=${String(row.id)}`, { token: admin })
    ).json();
    expect(own.result).toMatchObject({ username: 'doctor' });
  });
});

describe('操作日志', () => {
  it('answers who changed a record: add, edit with the changed fields, delete, by record id and name', async () => {
    const add = (
      await t.call('POST', '/jeecg-boot/sys/position/add', {
        token: admin,
        payload: { code: 'audit_pos', name: '审计职务', sortNo: 3 },
      })
    ).json();
    expect(add.success).toBe(true);
    const found = (
      await t.call('GET', '/jeecg-boot/sys/position/list?code=audit_pos', { token: admin })
    ).json();
    const id = String(found.result.records[0].id);
    const edit = (
      await t.call('PUT', '/jeecg-boot/sys/position/edit', {
        token: admin,
        payload: { id, code: 'audit_pos', name: '审计职务二', sortNo: 3 },
      })
    ).json();
    expect(edit.success).toBe(true);
    await t.call('DELETE', `/jeecg-boot/sys/position/delete?id=${id}`, { token: admin });

    const page = await list(admin, 'operation', `recordId=${id}&column=operateTime&order=asc`);
    const byType = Object.fromEntries(page.result.records.map((r) => [r.operateType, r]));
    expect(Object.keys(byType).sort()).toEqual(['add', 'delete', 'edit']);
    expect(byType.add).toMatchObject({
      realname: '管理员',
      username: 'admin',
      resourceTitle: '职务',
      operateType_dictText: '新增',
      actionName: '新增',
      recordName: '审计职务',
      result: '1',
      result_dictText: '成功',
    });
    expect(byType.edit).toMatchObject({ recordName: '审计职务二', detail: '修改：职务名称' });
    expect(byType.delete).toMatchObject({ recordName: '审计职务二' });
    expect(String(byType.edit!.requestUrl)).toContain('/sys/position/edit');
    expect(typeof byType.edit!.costTime).toBe('number');
    // the query form finds it by name and operator
    const byName = await list(
      admin,
      'operation',
      `recordName=*${encodeURIComponent('审计职务')}*&realname=${encodeURIComponent('管理员')}`,
    );
    expect(byName.result.total).toBeGreaterThanOrEqual(3);
  });

  it('keeps a refused write with its message, and names other operations by their button', async () => {
    const position = { code: 'audit_pos2', name: '重复职务' };
    await t.call('POST', '/jeecg-boot/sys/position/add', { token: admin, payload: position });
    const bad = (
      await t.call('POST', '/jeecg-boot/sys/position/add', { token: admin, payload: position })
    ).json();
    expect(bad.success).toBe(false);
    const failed = await list(admin, 'operation', `result=0&resourceTitle=*${encodeURIComponent('职务')}*`);
    expect(failed.result.records[0]).toMatchObject({ operateType: 'add', result_dictText: '失败' });
    expect(String(failed.result.records[0]!.message)).toContain('已存在');

    const frozen = (
      await t.call('PUT', '/jeecg-boot/sys/user/frozenBatch', {
        token: admin,
        payload: { ids: '1000000000000000003', status: 2 },
      })
    ).json();
    expect(frozen.success).toBe(true);
    await t.call('PUT', '/jeecg-boot/sys/user/frozenBatch', {
      token: admin,
      payload: { ids: '1000000000000000003', status: 1 },
    });
    const ops = await list(admin, 'operation', 'recordId=1000000000000000003');
    expect(ops.result.records[0]).toMatchObject({
      actionName: '用户冻结/解冻',
      resourceTitle: '用户管理',
      operateType: 'other',
      result: '1',
    });
  });

  it('is read-only, tenant-scoped and behind its permission on list, by id and export', async () => {
    const mine = await list(admin, 'operation', '');
    const id = String(mine.result.records[0]!.id);
    expect(
      (await list(tenant2, 'operation', `recordId=${String(mine.result.records[0]!.recordId)}`)).result.total,
    ).toBe(0);
    for (const what of ['login', 'operation'] as const) {
      for (const path of [`list`, `queryById?id=${id}`, `exportXls`]) {
        const refused = (
          await t.call('GET', `/jeecg-boot/sys/log/${what}/${path}`, { token: doctor })
        ).json();
        expect(refused.code, `${what} ${path}`).toBe(510);
      }
      const add = await t.call('POST', `/jeecg-boot/sys/log/${what}/add`, { token: admin, payload: {} });
      expect(add.statusCode).toBe(404);
    }
    const other = (
      await t.call('GET', `/jeecg-boot/sys/log/operation/queryById?id=${id}`, { token: tenant2 })
    ).json();
    expect(other.success).toBe(false);
    const xlsx = await t.call('GET', '/jeecg-boot/sys/log/operation/exportXls', { token: admin });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
  });
});
