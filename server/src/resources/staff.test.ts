// 员工管理 is 用户管理 narrowed by 人员类型: the non-doctor types as one comma list, labels by the staff_type dictionary,
// written on add and edit like any user field, and another tenant's staff never listed. PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';
import { seedStaffTypes } from '../seed/staff-types.js';

let t: TestApp;
let admin: string;
const STAFF = '2,3,4,5,6';

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedDicts(tx as never);
    await seedStaffTypes(tx as never);
  });
  admin = await t.login('admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) {
  const res = await t.call(method, `/jeecg-boot/sys/user${url}`, { token, ...(payload ? { payload } : {}) });
  return res.json() as Promise<{ success: boolean; message: string; code: number; result: any }>;
}

const staffNames = async (token = admin) =>
  (
    (await call('GET', `/list?pageSize=100&staffType=${STAFF}`, undefined, token)).result.records as any[]
  ).map((r) => `${r.realname}:${r.staffType_dictText}`);

describe('员工管理 (users by 人员类型)', () => {
  it('lists the tenant\u2019s non-doctor staff with their type, not its doctors', async () => {
    const names = await staffNames();
    expect(names).toEqual(expect.arrayContaining(['陈护士:护士', '管理员:行政人员', '李研究员:其他']));
    expect(names.some((n) => n.startsWith('王医生'))).toBe(false);
    expect(names.some((n) => n.startsWith('赵管理员'))).toBe(false);
  });

  it('a new pharmacist is staff; made a doctor, it leaves the view', async () => {
    const username = `ph_${Date.now() % 100000}`;
    const added = await call('POST', '/add', {
      username,
      realname: '药剂师小郑',
      password: 'Clinic@2026',
      staffType: '3',
    });
    expect(added.success, added.message).toBe(true);
    expect(await staffNames()).toContain('药剂师小郑:药剂师');
    const id = (await call('GET', `/list?username=${username}`)).result.records[0].id as string;
    expect((await call('PUT', '/edit', { id, staffType: '1' })).success).toBe(true);
    expect((await staffNames()).some((n) => n.startsWith('药剂师小郑'))).toBe(false);
    const bad = await call('PUT', '/edit', { id, staffType: '9' });
    expect(bad.success).toBe(false);
  });

  it('needs the user list permission', async () => {
    const doctor = await t.login('doctor');
    const denied = await call('GET', `/list?staffType=${STAFF}`, undefined, doctor);
    expect(denied.code).toBe(510);
  });
});
