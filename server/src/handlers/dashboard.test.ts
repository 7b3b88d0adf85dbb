// The tenant home figures over the real contract, on PGlite or TEST_DATABASE_URL: the clinic overview counts the
// acting tenant's rows only; the platform overview answers only in the platform department's tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLINIC_HOME_TENANT_ID, PLATFORM_DEPARTMENT_TENANT_ID } from '@clinic/sdk/wire';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { newId } from '../resources/engine/sql-util.js';

let t: TestApp;
const DAY = 86_400_000;
/** The clinic's calendar day (UTC+8) of the server clock, shifted by days. */
const day = (shift = 0) => new Date(t.config.now!() + 8 * 3_600_000 + shift * DAY).toISOString().slice(0, 10);

async function patient(tenant: string, name: string, created: string, lastVisit: string | null) {
  const id = newId();
  await t.database.db.execute(
    sql`INSERT INTO chronic_patient (id, tenant_id, name, create_time, last_visit)
        VALUES (${id}, ${tenant}, ${name}, ${created}::timestamp, ${lastVisit}::timestamp)`,
  );
  return id;
}

async function visit(
  tenant: string,
  name: string,
  date: string,
  way: string,
  systolic: number,
  diastolic = 80,
) {
  await t.database.db.execute(
    sql`INSERT INTO chronic_followup (id, tenant_id, patient_name, visit_date, way, systolic, diastolic)
        VALUES (${newId()}, ${tenant}, ${name}, ${date}::date, ${way}, ${systolic}, ${diastolic})`,
  );
}

async function medication(tenant: string, patientId: string, start: string, end: string | null) {
  await t.database.db.execute(
    sql`INSERT INTO chronic_medication (id, tenant_id, patient_id, drug_name, frequency, start_date, end_date)
        VALUES (${newId()}, ${tenant}, ${patientId}, '二甲双胍片', 'tid', ${start}::date, ${end}::date)`,
  );
}

const get = (path: string, token: string, tenant?: string) =>
  t.call('GET', `/jeecg-boot/dashboard/${path}`, { token, ...(tenant ? { tenant } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  const clinic = CLINIC_HOME_TENANT_ID;
  const monthStart = `${day().slice(0, 7)}-01`;
  // 仁和医院: three patients (one added this month, one overdue, one never seen), four visits (one last month).
  const a = await patient(clinic, '甲', `${monthStart} 09:00:00`, `${day()} 08:00:00`);
  const b = await patient(clinic, '乙', '2020-01-01 09:00:00', `${day(-120)} 08:00:00`);
  await patient(clinic, '丙', '2020-01-01 09:00:00', null);
  await visit(clinic, '甲', day(), '1', 150);
  await visit(clinic, '甲', monthStart, '2', 120, 95);
  await visit(clinic, '乙', monthStart, '1', 118);
  await visit(clinic, '乙', day(-40), '3', 170);
  // Medications: one running, one ended yesterday (not counted), the same patient twice counts once.
  await medication(clinic, a, day(-30), null);
  await medication(clinic, a, day(-30), day(10));
  await medication(clinic, b, day(-30), day(-1));
  // Another tenant's rows must never show in 仁和医院's figures.
  const other = await patient('1000', '丁', `${monthStart} 09:00:00`, null);
  await visit('1000', '丁', day(), '1', 190);
  await medication('1000', other, day(-3), null);
});
afterAll(async () => {
  await t?.close();
});

describe('clinicOverview', () => {
  it("counts 仁和医院's own patients, visits of this month and running medications", async () => {
    const res = await get('clinicOverview', await t.login('renhe_doctor'));
    expect(res.json()).toMatchObject({ success: true });
    const result = res.json().result;
    expect(result).toEqual({
      month: day().slice(0, 7),
      patients: 3,
      patientsAddedThisMonth: 1,
      overduePatients: 2,
      patientsOnMedication: 1,
      followupsThisMonth: 3,
      followupsByWay: [
        { way: '1', wayText: '门诊随访', count: 2 },
        { way: '2', wayText: '电话随访', count: 1 },
        { way: '3', wayText: '上门随访', count: 0 },
      ],
      bloodPressureAboveTarget: 2,
    });
  });

  it("answers each tenant with its own rows: 健康服务中心's overview counts 丁 alone", async () => {
    const result = (await get('clinicOverview', await t.login('admin'))).json().result;
    expect(result).toMatchObject({ patients: 1, followupsThisMonth: 1, patientsOnMedication: 1 });
    // A tenant the user is not a member of is refused, whatever the header says.
    const foreign = await get('clinicOverview', await t.login('admin'), CLINIC_HOME_TENANT_ID);
    expect(foreign.statusCode).toBe(403);
  });

  it("counts the rows the lists show: the role's 数据规则 applies", async () => {
    const doctor = await t.login('renhe_doctor');
    expect((await get('clinicOverview', doctor)).json().result).toMatchObject({
      patients: 3,
      patientsAddedThisMonth: 1,
      overduePatients: 2,
    });
    // 医生 of 仁和医院 may see 甲 alone: every figure of patients follows.
    const [role] = (
      (await t.database.db.execute(
        sql`SELECT r.id FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.id JOIN sys_user u ON u.id = ur.user_id
            WHERE u.username = 'renhe_doctor' AND r.tenant_id = ${CLINIC_HOME_TENANT_ID}`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    const admin = await t.login('tenant2admin');
    const added = await t.call('POST', '/jeecg-boot/sys/role/dataRule/add', {
      token: admin,
      payload: {
        roleId: role!.id,
        resource: 'patient',
        field: 'name',
        condition: 'eq',
        value: '甲',
        status: '1',
      },
    });
    expect(added.json(), JSON.stringify(added.json())).toMatchObject({ success: true });
    try {
      expect((await get('clinicOverview', await t.login('renhe_doctor'))).json().result).toMatchObject({
        patients: 1,
        patientsAddedThisMonth: 1,
        overduePatients: 0,
      });
    } finally {
      await t.database.db.execute(sql`DELETE FROM sys_role_data_rule WHERE role_id = ${role!.id}`);
    }
  });

  it('needs the follow-up permission (researcher: 510)', async () => {
    const res = await get('clinicOverview', await t.login('researcher'));
    expect(res.json()).toMatchObject({ success: false, code: 510 });
  });
});

describe('platformOverview', () => {
  it('gives the platform department every tenant with its users, patients and visits', async () => {
    const res = await get('platformOverview', await t.login('operator'));
    expect(res.json()).toMatchObject({ success: true });
    const result = res.json().result;
    const names = result.perTenant.map((r: { tenantName: string }) => r.tenantName);
    expect(names).toEqual(['健康服务中心', '第二医院', '仁和医院', '平台运营部']);
    const of = (id: string) => result.perTenant.find((r: { tenantId: string }) => r.tenantId === id);
    const members = async (tenant: string) =>
      Number(
        (
          (await t.database.db.execute(
            sql`SELECT count(*) AS n FROM sys_user_tenant WHERE tenant_id = ${tenant}`,
          )) as unknown as { rows: Array<{ n: unknown }> }
        ).rows[0]!.n,
      );
    expect(of(CLINIC_HOME_TENANT_ID)).toMatchObject({ patients: 3, followups: 4, status: 1 });
    expect(of(CLINIC_HOME_TENANT_ID).users).toBe(await members(CLINIC_HOME_TENANT_ID));
    expect(of('1000')).toMatchObject({ patients: 1, followups: 1, users: await members('1000') });
    expect(of(PLATFORM_DEPARTMENT_TENANT_ID).users).toBe(await members(PLATFORM_DEPARTMENT_TENANT_ID));
    expect(result).toMatchObject({ tenants: 4, activeTenants: 4, patients: 4, followups: 5 });
    const people = (await t.database.db.execute(sql`SELECT count(*) AS n FROM sys_user`)) as unknown as {
      rows: Array<{ n: unknown }>;
    };
    expect(result.users).toBe(Number(people.rows[0]!.n));
  });

  it('shows any other tenant only itself, even to administrators who hold the permission', async () => {
    for (const [token, tenant, own] of [
      [await t.login('admin'), undefined, '1000'],
      [await t.login('admin'), '1423892807230000001', '1423892807230000001'],
      [await t.login('tenant2admin'), undefined, CLINIC_HOME_TENANT_ID],
    ] as const) {
      const res = await get('platformOverview', token, tenant);
      expect(res.json()).toMatchObject({ success: true });
      const result = res.json().result;
      expect(result.perTenant.map((r: { tenantId: string }) => r.tenantId)).toEqual([own]);
      expect(result.tenants).toBe(1);
      expect(result.patients).toBe(result.perTenant[0].patients);
    }
  });

  it('is refused (510) without the permission: a doctor, and the operator acting as 仁和医院 doctor', async () => {
    for (const [token, tenant] of [
      [await t.login('doctor'), undefined],
      [await t.login('operator'), CLINIC_HOME_TENANT_ID],
    ] as const) {
      const res = await get('platformOverview', token, tenant);
      expect(res.json()).toMatchObject({ success: false, code: 510 });
    }
  });

  it('is refused to a platform-department user without the permission', async () => {
    await t.database.db.execute(
      sql`DELETE FROM sys_role_permission WHERE permission_id IN
            (SELECT id FROM sys_permission WHERE perms = 'platform:tenant:overview')
          AND role_id IN (SELECT role_id FROM sys_user_role WHERE tenant_id = ${PLATFORM_DEPARTMENT_TENANT_ID})`,
    );
    // A fresh login reads the grants as they are now.
    const res = await get('platformOverview', await t.login('operator'));
    expect(res.json()).toMatchObject({ success: false, code: 510 });
  });
});
