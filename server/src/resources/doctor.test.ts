// 医生管理 through the real app: a new doctor waits for the audit, 通过 and 驳回 (a reason required, kept and shown),
// a licence change of an audited doctor sends it back to 待审核, other fields do not; an organisation with doctors is
// not deleted; tenant scope; the audit needs system:doctor:audit. PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';
import { seedDoctors, seedOrganizations, type OrganizationIds } from '../seed/organizations.js';
import { USERS } from '../seed/identity-data.js';

let t: TestApp;
let admin: string;
let orgs: OrganizationIds;
const users = Object.fromEntries(USERS.map((u) => [u.username, u.id]));

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedDicts(tx as never);
    orgs = await seedOrganizations(tx as never);
    await seedDoctors(tx as never, orgs, users);
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
  const res = await t.call(method, `/jeecg-boot/sys${url}`, { token, ...(payload ? { payload } : {}) });
  return res.json() as Promise<Answer>;
}

const byLicence = async (licenceNo: string, token = admin) =>
  (await call('GET', `/doctor/list?pageSize=100`, undefined, token)).result.records.find(
    (r: any) => r.licenceNo === licenceNo,
  );

describe('医生管理 and its audit', () => {
  it('lists the seeded doctors by name, organisation, title and state', async () => {
    const wang = await byLicence('110105201500012345');
    expect(wang).toMatchObject({
      userId_dictText: '王医生',
      orgId_dictText: '健康服务中心总院',
      departId_dictText: '内分泌科',
      title_dictText: '主治医师',
      auditStatus_dictText: '已通过',
    });
  });

  it('a new doctor waits; 驳回 needs a reason and shows it; 通过 clears it; a licence change is audited again', async () => {
    const licence = `T${Date.now()}`;
    const added = await call('POST', '/doctor/add', {
      userId: users.nurse,
      orgId: orgs['1000']!.c1,
      title: '3',
      licenceNo: licence,
    });
    expect(added.success, added.message).toBe(true);
    // A client never sets the state itself: the contract refuses it.
    const stated = await call('POST', '/doctor/add', {
      userId: users.researcher,
      orgId: orgs['1000']!.c1,
      title: '3',
      licenceNo: `${licence}S`,
      auditStatus: '1',
    });
    expect(stated).toMatchObject({ success: false, message: '不允许的参数：auditStatus' });
    let doc = await byLicence(licence);
    expect(doc.auditStatus).toBe('0');
    expect(doc.auditStatus_dictText).toBe('待审核');

    const twice = await call('POST', '/doctor/add', {
      userId: users.nurse,
      orgId: orgs['1000']!.h,
      title: '3',
      licenceNo: `${licence}X`,
    });
    expect(twice).toMatchObject({ success: false, message: '该用户已有医生档案，不能重复添加' });

    const noReason = await call('POST', '/doctor/audit', { id: doc.id, status: '2', reason: '  ' });
    expect(noReason).toMatchObject({ success: false, message: '请填写驳回原因' });
    const rejected = await call('POST', '/doctor/audit', {
      id: doc.id,
      status: '2',
      reason: '证书照片不清晰',
    });
    expect(rejected.success, rejected.message).toBe(true);
    doc = await byLicence(licence);
    expect(doc).toMatchObject({ auditStatus: '2', auditReason: '证书照片不清晰', auditBy: '管理员' });
    expect(String(doc.auditTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const approved = await call('POST', '/doctor/audit', { id: doc.id, status: '1' });
    expect(approved.success, approved.message).toBe(true);
    doc = await byLicence(licence);
    expect(doc).toMatchObject({ auditStatus: '1', auditReason: null });
    expect((await call('POST', '/doctor/audit', { id: doc.id, status: '1' })).message).toBe(
      '该医生已通过认证',
    );

    // Other fields keep the approval; a changed licence number does not.
    expect((await call('PUT', '/doctor/edit', { id: doc.id, specialty: '伤口护理' })).success).toBe(true);
    expect((await byLicence(licence)).auditStatus).toBe('1');
    expect((await call('PUT', '/doctor/edit', { id: doc.id, licenceNo: licence })).success).toBe(true);
    expect((await byLicence(licence)).auditStatus).toBe('1');
    expect((await call('PUT', '/doctor/edit', { id: doc.id, licenceNo: `${licence}N` })).success).toBe(true);
    doc = await byLicence(`${licence}N`);
    expect(doc).toMatchObject({ auditStatus: '0', auditBy: null, auditTime: null });
    expect((await call('DELETE', `/doctor/delete?id=${doc.id}`)).success).toBe(true);
  });

  it('an organisation with doctors is not deleted', async () => {
    const orgId = orgs['1000']!.h;
    await t.database.db.execute(sql`UPDATE sys_organization SET parent_id = NULL WHERE tenant_id = '1000'`);
    const refused = await call('DELETE', `/organization/delete?id=${orgId}`);
    expect(refused.message).toBe('该机构下还有医生，请先移除医生后再删除');
  });

  it('is scoped to the tenant, and the audit needs its permission', async () => {
    const wang = await byLicence('110105201500012345');
    const renhe = await t.login('tenant2admin');
    expect(await byLicence('110105201500012345', renhe)).toBeUndefined();
    expect((await byLicence('440305202300011111', renhe)).auditReason).toBe('执业证书照片不清晰，请重新上传');
    const foreign = await call('POST', '/doctor/audit', { id: wang.id, status: '2', reason: '越权' }, renhe);
    expect(foreign.success).toBe(false);
    const renheDoctor = await byLicence('440305201200067890', renhe);
    const wrongOrg = await call('PUT', '/doctor/edit', { id: renheDoctor.id, orgId: orgs['1000']!.h }, renhe);
    expect(wrongOrg.success).toBe(false);

    const doctor = await t.login('doctor');
    const denied = await call('POST', '/doctor/audit', { id: wang.id, status: '2', reason: '无权' }, doctor);
    expect(denied.code).toBe(510);
    expect((await byLicence('110105201500012345')).auditStatus).toBe('1');
  });
});
