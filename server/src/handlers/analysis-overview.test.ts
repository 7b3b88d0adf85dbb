// The analysis home's aggregates over the real contract, on PGlite or TEST_DATABASE_URL: every figure equals the total
// of the list it links to (asked through the list operation), within the tenant and the caller's 数据规则.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { resources } from '@clinic/sdk/resources';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { newId } from '../resources/engine/sql-util.js';
import { seedReferenceData } from '../seed/business.js';
import { seedDicts } from '../seed/domain.js';
import { monthsUpTo } from './analysis-overview.js';

let t: TestApp;
let deptName = '';
const DAY = 86_400_000;
const DOCTOR_ID = '1000000000000000002';
/** The clinic's calendar day (UTC+8) of the server clock, shifted by days. */
const day = (shift = 0) => new Date(t.config.now!() + 8 * 3_600_000 + shift * DAY).toISOString().slice(0, 10);
const monthStart = () => `${day().slice(0, 7)}-01`;

interface Figure {
  key: string;
  title: string;
  value: number;
  resource: string;
  query: Record<string, string>;
}
interface Overview {
  today: string;
  month: string;
  figures: Figure[];
  trend: { months: string[]; series: { key: string; name: string; data: number[] }[] };
  diseases: { value: string; text: string; count: number }[];
  completion: { value: string; text: string; due: number; done: number }[];
}

async function patient(
  tenant: string,
  name: string,
  created: string,
  diseases: string,
  doctor?: string,
  dept?: string,
): Promise<string> {
  const id = newId();
  await t.database.db.execute(
    sql`INSERT INTO chronic_patient (id, tenant_id, name, create_time, disease_type, doctor_id, dept_id)
        VALUES (${id}, ${tenant}, ${name}, ${created}::timestamp, ${diseases}, ${doctor ?? null}, ${dept ?? null})`,
  );
  return id;
}

/** A recorded visit (已完成 on its date), or with `due` an unrecorded one due that day (待随访). */
async function visit(tenant: string, patientId: string, name: string, date: string, due = false) {
  await t.database.db.execute(
    due
      ? sql`INSERT INTO chronic_followup (id, tenant_id, patient_id, patient_name, due_date, status)
            VALUES (${newId()}, ${tenant}, ${patientId}, ${name}, ${date}::date, '0')`
      : sql`INSERT INTO chronic_followup
              (id, tenant_id, patient_id, patient_name, due_date, visit_date, status, way, systolic, diastolic)
            VALUES (${newId()}, ${tenant}, ${patientId}, ${name}, ${date}::date, ${date}::date, '1', '1', 128, 82)`,
  );
}

async function overview(token: string, tenant?: string): Promise<Overview> {
  const res = await t.call('GET', '/jeecg-boot/dashboard/analysisOverview', {
    token,
    ...(tenant ? { tenant } : {}),
  });
  const body = res.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.result as Overview;
}

/** The total of the list a figure links to, through the list operation. */
async function listTotal(token: string, figure: Figure): Promise<number> {
  const def = Object.values(resources).find((r) => r.name === figure.resource)!;
  const params = new URLSearchParams({ ...figure.query, pageNo: '1', pageSize: '1' });
  const res = await t.call('GET', `/jeecg-boot${def.base}/list?${params}`, { token });
  const body = res.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.result.total as number;
}

async function expectFiguresEqualLists(token: string, result: Overview) {
  expect(result.figures.length).toBeGreaterThan(0);
  for (const f of result.figures)
    expect({ key: f.key, value: f.value }).toEqual({ key: f.key, value: await listTotal(token, f) });
}

const valueOf = (r: Overview, key: string) => r.figures.find((f) => f.key === key)?.value;
const seriesOf = (r: Overview, key: string) => r.trend.series.find((s) => s.key === key)?.data;

beforeAll(async () => {
  t = await startTestApp();
  // The shared dictionaries every installation has, and the declarations' own (慢病病种 among them).
  await seedReferenceData(t.database.db, []);
  await seedDicts(t.database.db);
  const [dept] = (
    (await t.database.db.execute(
      sql`SELECT id, depart_name FROM sys_depart WHERE tenant_id = '1000' ORDER BY id LIMIT 1`,
    )) as unknown as { rows: Array<{ id: string; depart_name: string }> }
  ).rows;
  deptName = dept!.depart_name;
  // 健康服务中心 (1000): five patients, two added this month (one of them the doctor's), one 13 months ago.
  const jia = await patient('1000', '甲', `${monthStart()} 09:00:00`, 'HBP', DOCTOR_ID, dept!.id);
  const yi = await patient('1000', '乙', `${monthStart()} 10:00:00`, 'HBP,T2DM', undefined, dept!.id);
  const bing = await patient('1000', '丙', `${day(-70)} 09:00:00`, 'T2DM', DOCTOR_ID);
  await patient('1000', '丁', `${day(-100)} 09:00:00`, 'CHD');
  await patient('1000', '戊', `${day(-400)} 09:00:00`, 'COPD');
  await visit('1000', jia, '甲', day());
  await visit('1000', yi, '乙', monthStart());
  await visit('1000', bing, '丙', day(-40));
  // 甲's next visit is due in a month (待随访); 乙's was due five days ago and never recorded (已逾期 once read).
  await visit('1000', jia, '甲', day(30), true);
  await visit('1000', yi, '乙', day(-5), true);
  // Another tenant's rows never show in 健康服务中心's figures.
  const ji = await patient('2000', '己', `${monthStart()} 09:00:00`, 'HBP');
  await visit('2000', ji, '己', day());
});
afterAll(async () => {
  await t?.close();
});

describe('analysisOverview', () => {
  it("counts the tenant's patients and visits; each figure equals the total of its list", async () => {
    const admin = await t.login('admin');
    const result = await overview(admin);
    expect(result.today).toBe(day());
    expect(result.month).toBe(day().slice(0, 7));
    expect(result.figures.map((f) => [f.key, f.title, f.value])).toEqual([
      ['patients', '患者总数', 5],
      ['patientsThisMonth', '本月新增', 2],
      ['visitsThisMonth', '本月随访', 2],
      ['due', '待随访', 1],
      ['overdue', '已逾期', 1],
    ]);
    await expectFiguresEqualLists(admin, result);
  });

  it('gives the completion of the visits due in the twelve months per department of the patients', async () => {
    const result = await overview(await t.login('admin'));
    // Due up to today: 甲 (done), 乙 (done, and the overdue one) in the department; 丙 (done) without one.
    // 甲's visit due next month is not counted yet.
    expect(result.completion).toEqual([
      { value: expect.any(String), text: deptName, due: 3, done: 2 },
      { value: '', text: '未分配科室', due: 1, done: 1 },
    ]);
    const other = await overview(await t.login('tenant2admin'));
    expect(other.completion).toEqual([{ value: '', text: '未分配科室', due: 1, done: 1 }]);
  });

  it('gives twelve months of new patients and visits, oldest first, this month last', async () => {
    const result = await overview(await t.login('admin'));
    expect(result.trend.months).toEqual(monthsUpTo(day().slice(0, 7)));
    expect(result.trend.months).toHaveLength(12);
    const patients = seriesOf(result, 'patients')!;
    const visits = seriesOf(result, 'visits')!;
    expect(patients.at(-1)).toBe(valueOf(result, 'patientsThisMonth'));
    expect(visits.at(-1)).toBe(valueOf(result, 'visitsThisMonth'));
    // 戊 was added 400 days ago: outside the twelve months.
    expect(patients.reduce((a, b) => a + b, 0)).toBe(4);
    expect(visits.reduce((a, b) => a + b, 0)).toBe(3);
    const at = (date: string) => result.trend.months.indexOf(date.slice(0, 7));
    expect(patients[at(day(-100))]).toBeGreaterThanOrEqual(1);
  });

  it('counts patients per disease of the dictionary, both diseases of a patient, zeros included', async () => {
    const result = await overview(await t.login('admin'));
    expect(result.diseases.map((d) => [d.value, d.count])).toEqual([
      ['HBP', 2],
      ['T2DM', 2],
      ['CHD', 1],
      ['COPD', 1],
      ['CKD', 0],
    ]);
    expect(result.diseases.every((d) => d.text.length > 0)).toBe(true);
  });

  it('answers each tenant with its own rows only', async () => {
    const other = await t.login('tenant2admin');
    const result = await overview(other);
    expect(result.figures.map((f) => [f.key, f.value])).toEqual([
      ['patients', 1],
      ['patientsThisMonth', 1],
      ['visitsThisMonth', 1],
      ['due', 0],
      ['overdue', 0],
    ]);
    expect(result.diseases.find((d) => d.value === 'HBP')?.count).toBe(1);
    await expectFiguresEqualLists(other, result);
    // A tenant the user is not a member of is refused, whatever the header says.
    const foreign = await t.call('GET', '/jeecg-boot/dashboard/analysisOverview', {
      token: await t.login('admin'),
      tenant: '2000',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("follows the role's 数据规则 like the lists: a doctor limited to his patients counts them alone", async () => {
    const [role] = (
      (await t.database.db.execute(
        sql`SELECT r.id FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.id JOIN sys_user u ON u.id = ur.user_id
            WHERE u.username = 'doctor' AND r.tenant_id = '1000'`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    const added = await t.call('POST', '/jeecg-boot/sys/role/dataRule/add', {
      token: await t.login('admin'),
      payload: {
        roleId: role!.id,
        resource: 'patient',
        field: 'doctorId',
        condition: 'eq',
        value: '#{sys_user_id}',
        status: '1',
      },
    });
    expect(added.json(), JSON.stringify(added.json())).toMatchObject({ success: true });
    try {
      const doctor = await t.login('doctor');
      const result = await overview(doctor);
      expect(valueOf(result, 'patients')).toBe(2);
      expect(valueOf(result, 'patientsThisMonth')).toBe(1);
      expect(seriesOf(result, 'patients')!.reduce((a, b) => a + b, 0)).toBe(2);
      expect(result.diseases.filter((d) => d.count > 0).map((d) => [d.value, d.count])).toEqual([
        ['HBP', 1],
        ['T2DM', 1],
      ]);
      await expectFiguresEqualLists(doctor, result);
    } finally {
      await t.database.db.execute(sql`DELETE FROM sys_role_data_rule WHERE role_id = ${role!.id}`);
    }
  });

  it('leaves out what the caller may not list: a researcher gets the patients, not the visits', async () => {
    const researcher = await t.login('researcher');
    const result = await overview(researcher);
    expect(result.figures.map((f) => f.key)).toEqual(['patients', 'patientsThisMonth']);
    expect(result.trend.series.map((s) => s.key)).toEqual(['patients']);
    expect(result.completion).toEqual([]);
    await expectFiguresEqualLists(researcher, result);
  });

  it('months roll over the year', () => {
    expect(monthsUpTo('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
