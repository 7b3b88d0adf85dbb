// Picker endpoints on a seeded database: user picker and lookups, online reports, area data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client.js';
import type { HandlerMap } from '../core/index.js';
import { answerResource } from '../resources/engine/index.js';
import { failureOf, openTestDatabase, testContext } from '../resources/test-support.js';
import { seedFixtureIdentity } from '../resources/test-support-seed.js';
import { seedBusiness } from '../seed/business.js';
import { handlers as area } from './area.js';
import { handlers as report } from './report.js';
import { checkDeclaredPopups } from '../resources/reports.js';
import { handlers as user } from './user.js';
import { handlers as check } from './check.js';
import { sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/password.js';
import { rows } from '../resources/engine/sql-util.js';

type Rec = Record<string, unknown>;
type Page = { records: Rec[]; total: number };
let opened: OpenedDatabase;
const call = (
  map: HandlerMap,
  op: string,
  query: Rec = {},
  params: Record<string, string> = {},
  tenant = '1000',
) => map[op]!({ query, params, body: null, headers: {}, files: [] }, testContext(opened.db, tenant));

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.db.transaction(async (tx) => {
    await seedFixtureIdentity(tx as never);
    await seedBusiness(tx as never, { users: { doctor: 'u1' } });
  });
}, 60_000);
afterAll(async () => opened?.close());

describe('user pickers', () => {
  it('queryUserComponentData filters by fragment and department, within the tenant', async () => {
    const all = (await call(user, 'queryUserComponentData')) as Page;
    expect(all.records.map((r) => r.username).sort()).toEqual(['doctor', 'nurse01', 'researcher']);
    const frag = (await call(user, 'queryUserComponentData', { username: '李' })) as Page;
    expect(frag.records.map((r) => r.username).sort()).toEqual(['nurse01', 'researcher']);
    const dep = (await call(user, 'queryUserComponentData', { departId: 'd2' })) as Page;
    expect(dep.records.map((r) => r.username).sort()).toEqual(['nurse01', 'researcher']);
    expect(dep.records.find((r) => r.username === 'nurse01')!.orgCodeTxt).toBe('心内科,内分泌科');
    const foreign = (await call(user, 'queryUserComponentData', { departId: 'd3' })) as Page;
    expect(foreign.total).toBe(0);
    const pct = (await call(user, 'queryUserComponentData', { username: '%' })) as Page;
    expect(pct.total).toBe(0);
  });
  it('queryUserComponentData combines department with sex and birthday', async () => {
    const women = (await call(user, 'queryUserComponentData', { departId: 'd2', sex: '2' })) as Page;
    expect(women.records.map((r) => r.username).sort()).toEqual(['nurse01', 'researcher']);
    const born = (await call(user, 'queryUserComponentData', {
      departId: 'd2',
      sex: '2',
      birthday: '1988-11-30',
    })) as Page;
    expect(born.records.map((r) => r.username)).toEqual(['researcher']);
    const men = (await call(user, 'queryUserComponentData', { departId: 'd2', sex: '1' })) as Page;
    expect(men.total).toBe(0);
  });
  it('looks users up by usernames and by department', async () => {
    const r = (await call(user, 'queryUsersByUsernames', {
      usernames: 'doctor,tenant2admin,nobody',
    })) as Page;
    expect(r.records.map((x) => x.realname)).toEqual(['王医生']);
    const byDep = (await call(user, 'queryUserByDepId', { id: 'd1' })) as Rec[];
    expect(byDep.map((x) => x.username).sort()).toEqual(['doctor', 'nurse01']);
  });
  it('the user list filters by sex and birthday and translates sex', async () => {
    const op = { operationId: 'userList', resource: 'user', crud: 'list' };
    const input = (query: Rec) => ({ query, params: {}, body: null, headers: {}, files: [] });
    const women = (await answerResource(op, input({ sex: '2' }), testContext(opened.db, '1000'))) as Page;
    expect(women.records.map((x) => x.sex_dictText)).toEqual(['女', '女']);
    const born = (await answerResource(
      op,
      input({ birthday_begin: '1986-01-01' }),
      testContext(opened.db, '1000'),
    )) as Page;
    expect(born.records.map((x) => x.username).sort()).toEqual(['nurse01', 'researcher']);
    expect(born.records.every((x) => !('passwordHash' in x))).toBe(true);
  });
});

describe('user writes', () => {
  it('hashes the password on add, keeps usernames unique across tenants, joins the tenant', async () => {
    const op = (crud: string) => ({ operationId: `user_${crud}`, resource: 'user', crud });
    const body = (b: Rec) => ({ query: {}, params: {}, body: b, headers: {}, files: [] });
    const c2 = testContext(opened.db, '2000');
    const taken = await failureOf(
      answerResource(op('add'), body({ username: 'doctor', realname: '重名' }), c2),
    );
    expect(taken.message).toBe('用户账号已存在: doctor');
    const dup = await failureOf(
      call(
        check,
        'duplicateCheck',
        { tableName: 'sys_user', fieldName: 'username', fieldVal: 'doctor' },
        {},
        '2000',
      ),
    );
    expect(dup.message).toBe('该值不可用，系统中已存在！');
    await answerResource(
      op('add'),
      body({ username: 'newnurse', realname: '新护士', password: 'Clinic@2026', sex: 2 }),
      c2,
    );
    const list = (await answerResource(
      op('list'),
      { query: { username: 'newnurse' }, params: {}, body: null, headers: {}, files: [] },
      c2,
    )) as Page;
    expect(list.records[0]!.sex_dictText).toBe('女');
    const [row] = await rows<{ password_hash: string }>(
      opened.db,
      sql`SELECT password_hash FROM sys_user WHERE username = 'newnurse'`,
    );
    expect(await verifyPassword('Clinic@2026', row!.password_hash)).toBe(true);
    const id = String(list.records[0]!.id);
    await answerResource(
      op('edit'),
      body({ id, realname: '新护士长', passwordHash: 'x', username: 'hijack' }),
      c2,
    );
    const [after] = await rows<{ username: string; password_hash: string }>(
      opened.db,
      sql`SELECT username, password_hash FROM sys_user WHERE id = ${id}`,
    );
    expect(after).toEqual({ username: 'newnurse', password_hash: row!.password_hash });
    expect(
      (
        await failureOf(
          answerResource(
            op('queryById'),
            { query: { id }, params: {}, body: null, headers: {}, files: [] },
            testContext(opened.db, '1000'),
          ),
        )
      ).kind,
    ).toBe('notFound');
  });
});

describe('patients by department', () => {
  it('deptId keeps the patients whose doctor is in the department', async () => {
    const op = { operationId: 'patientList', resource: 'patient', crud: 'list' };
    const input = (query: Rec) => ({ query, params: {}, body: null, headers: {}, files: [] });
    const d1 = (await answerResource(op, input({ deptId: 'd1' }), testContext(opened.db, '1000'))) as Page;
    const d2 = (await answerResource(op, input({ deptId: 'd2' }), testContext(opened.db, '1000'))) as Page;
    expect([d1.total, d2.total]).toEqual([230, 0]);
  });

  it("stores a patient's managing department, labels it, and lists it under that department", async () => {
    const at = (crud: string) => ({ operationId: `patient-${crud}`, resource: 'patient', crud });
    const ctx = testContext(opened.db, '1000');
    await answerResource(
      at('add'),
      { query: {}, params: {}, body: { name: '部门患者', deptId: 'd2' }, headers: {}, files: [] },
      ctx,
    );
    const input = (query: Rec) => ({ query, params: {}, body: null, headers: {}, files: [] });
    const d2 = (await answerResource(at('list'), input({ deptId: 'd2' }), ctx)) as Page;
    expect(d2.records.map((r) => [r.name, r.deptId])).toEqual([['部门患者', 'd2']]);
    const [stored] = await rows<{ dept_id: string }>(
      opened.db,
      sql`SELECT dept_id FROM chronic_patient WHERE name = '部门患者'`,
    );
    expect(stored!.dept_id).toBe('d2');
    const byId = (await answerResource(
      at('queryById'),
      input({ id: String(d2.records[0]!.id) }),
      ctx,
    )) as Rec;
    expect(byId.deptId_dictText).toMatch(/\S/);
  });
});

describe('online reports', () => {
  it('columns, query info and data of the patient report', async () => {
    const cols = (await call(report, 'getRpColumns', {}, { code: 'patient_report' })) as Rec;
    expect(cols.cgRpConfigName).toBe('选择患者');
    expect((cols.dictOptions as Record<string, unknown[]>).sex!.length).toBe(2);
    const id = String(cols.cgRpConfigId);
    const info = (await call(report, 'getRpQueryInfo', {}, { cgRpConfigId: id })) as Rec[];
    expect(info.map((i) => i.field)).toEqual(['name', 'sex', 'birthday', 'diseaseType']);
    const data = (await call(
      report,
      'getRpData',
      { pageSize: 5, sex: '1', self_status: '1', column: 'name', order: 'asc' },
      { cgRpConfigId: id },
    )) as Page;
    expect(data.records.length).toBe(5);
    expect(data.records.every((r) => r.sex === '1' && r.status === '1' && r.doctorName === '王医生')).toBe(
      true,
    );
    expect(
      (await failureOf(call(report, 'getRpData', { password: 'x' }, { cgRpConfigId: id }))).message,
    ).toBe('报表查询字段不存在: password');
    expect((await failureOf(call(report, 'getRpColumns', {}, { code: 'sys_user' }))).message).toBe(
      '报表不存在',
    );
    const foreign = (await call(
      report,
      'getRpData',
      { pageSize: 1000 },
      { cgRpConfigId: id },
      '2000',
    )) as Page;
    expect(foreign.total).toBe(24);
  });
  it('the drug report is shared by every tenant', async () => {
    const cols = (await call(report, 'getRpColumns', {}, { code: 'drug_report' })) as Rec;
    const data = (await call(
      report,
      'getRpData',
      { drugType: '2' },
      { cgRpConfigId: String(cols.cgRpConfigId) },
      '2000',
    )) as Page;
    expect(data.records.map((r) => r.drugName)).toEqual([
      '二甲双胍片',
      '阿卡波糖片',
      '格列美脲片',
      '达格列净片',
    ]);
    expect(data.records[0]!.drugType_dictText).toBe('降糖药');
  });
  it('a value ending in a comma looks stored values up as a list, one value too', async () => {
    const cols = (await call(report, 'getRpColumns', {}, { code: 'drug_report' })) as Rec;
    const id = String(cols.cgRpConfigId);
    const lookup = async (query: Rec) =>
      ((await call(report, 'getRpData', query, { cgRpConfigId: id }, '2000')) as Page).records.map(
        (r) => r.drugName,
      );
    expect(await lookup({ drugName: '苯磺酸氨氯地平片（络活喜）,', pageNo: 1, pageSize: 1 })).toEqual([
      '苯磺酸氨氯地平片（络活喜）',
    ]);
    expect(await lookup({ drugName: '缬沙坦胶囊,氨氯地平片,', pageNo: 1, pageSize: 2 })).toEqual([
      '氨氯地平片',
      '缬沙坦胶囊',
    ]);
    // without the comma a name is matched whole; a lone comma is no list; % stays a character
    expect(await lookup({ drugName: '氨氯地平片' })).toEqual(['氨氯地平片']);
    expect(await lookup({ drugName: '%,' })).toEqual([]);
    expect(await lookup({ drugName: ',' })).toEqual([]);
  });
  it('every declared popup names a registered report and copies its columns', () => {
    const field = (popup: unknown) => [
      { name: 'x', fields: [{ name: 'a', title: 'a', type: 'string', popup } as never] },
    ];
    expect(() =>
      checkDeclaredPopups(field({ code: 'drug_report', fields: { drugName: 'a' } })),
    ).not.toThrow();
    expect(() => checkDeclaredPopups(field({ code: 'no_report', fields: { drugName: 'a' } }))).toThrow(
      /names no report no_report/,
    );
    expect(() => checkDeclaredPopups(field({ code: 'drug_report', fields: { price: 'a' } }))).toThrow(
      /copies price, not a column of drug_report/,
    );
  });
});

describe('area data', () => {
  it('provinces under 86, cities and counties by parent, Bad type value otherwise', async () => {
    const provinces = (await call(area, 'areaList', { type: 'province' })) as Rec[];
    expect(provinces.length).toBeGreaterThanOrEqual(34);
    expect(provinces.find((p) => p.text === '广东省')).toEqual({
      id: '440000',
      text: '广东省',
      pid: '86',
      level: 1,
    });
    const cities = (await call(area, 'areaList', { type: 'city', pid: '440000' })) as Rec[];
    expect(cities.find((c) => c.text === '深圳市')!.id).toBe('440300');
    const counties = (await call(area, 'areaList', { type: 'county', pid: '440300' })) as Rec[];
    expect(counties.find((c) => c.id === '440305')!.text).toBe('南山区');
    expect((await failureOf(call(area, 'areaList', { type: 'town' }))).message).toBe('Bad type value');
  });
});
