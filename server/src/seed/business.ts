// Seeds the business data (dictionaries, positions, categories, disease tree, patients) inside the seed transaction.
import { is, sql, SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../resources/engine/sql-util.js';
import { CATEGORIES, DICTS, DISEASE_TREE, POSITIONS, makePatients } from './business-data.js';
import { seedAppointments } from './appointments.js';
import { seedClinicActivity } from './clinic-activity.js';
import { seedOperations } from './operations.js';
import { seedDoctors, seedOrganizations } from './organizations.js';
import { seedStaffTypes } from './staff-types.js';
import { seedQuestionnairesAndArticles } from './questionnaires.js';
import { seedVitalSigns } from './vital-signs.js';
import { CLINIC_HOME_TENANT_ID } from '@clinic/sdk/wire';

/** What the identity seed hands over; only the parts the business seed uses are named. */
export interface BusinessSeedIds {
  /** every demo tenant gets positions, categories and the disease tree */
  tenants?: Record<string, string>;
  /** username → user id (doctor patients are assigned to when present) */
  users?: Record<string, string>;
}

const CLINIC_ACTIVITY_TENANT = CLINIC_HOME_TENANT_ID;

export const PATIENT_TENANTS: [tenantId: string, count: number, seed: number][] = [
  ['1000', 230, 1000],
  ['2000', 24, 2000],
  // 第二医院: its 工作台 counts real rows too.
  ['1423892807230000001', 160, 1423],
];

/** Which department manages a demo patient, by the patient's first disease (department codes of identity-data). */
const DEPARTS_BY_DISEASE: Record<string, Record<string, readonly string[]>> = {
  '1000': {
    HBP: ['A01A03A02', 'A01A02'],
    T2DM: ['A01A03A01', 'A01A01'],
    CHD: ['A01A02'],
    COPD: ['A01A03'],
    CKD: ['A01A03', 'A01A01'],
  },
  '2000': { T2DM: ['B01A01'], '*': ['B01A02'] },
  '1423892807230000001': { CKD: ['C01A02'], '*': ['C01A01'] },
};

/** The responsible doctor of a demo clinic's patients (a username of identity-data). */
const DOCTOR_OF_TENANT: Record<string, string> = {
  '1000': 'doctor',
  '1423892807230000001': 'second_doctor',
};

/** Department ids by code in a tenant; none where the identity seed is a test fixture without those codes. */
async function departIds(db: Db, tenantId: string): Promise<Map<string, string>> {
  const found = (await db.execute(
    sql`SELECT id, org_code FROM sys_depart WHERE tenant_id = ${tenantId}`,
  )) as unknown as { rows: Array<{ id: string; org_code: string | null }> };
  return new Map(found.rows.filter((r) => r.org_code).map((r) => [r.org_code!, r.id]));
}

function departOf(tenantId: string, diseaseType: string, i: number, ids: Map<string, string>): string | null {
  const byDisease = DEPARTS_BY_DISEASE[tenantId];
  if (!byDisease) return null;
  const codes = byDisease[diseaseType.split(',')[0]!] ?? byDisease['*'] ?? [];
  const code = codes[i % Math.max(1, codes.length)];
  return (code && ids.get(code)) ?? null;
}

async function insertMany(db: Db, table: string, columns: string[], values: unknown[][]) {
  const cols = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  for (let i = 0; i < values.length; i += 200) {
    const chunk = values.slice(i, i + 200).map(
      (row) =>
        sql`(${sql.join(
          row.map((v) => (is(v, SQL) ? v : sql`${v}`)),
          sql`, `,
        )})`,
    );
    await db.execute(sql`INSERT INTO ${sql.identifier(table)} (${cols}) VALUES ${sql.join(chunk, sql`, `)}`);
  }
}

async function seedTree(db: Db, table: string, tenantId: string, nodes: [string, string, string][]) {
  const ids = new Map(nodes.map(([code]) => [code, newId()]));
  const parents = new Set(nodes.map(([, , p]) => p));
  await insertMany(
    db,
    table,
    ['id', 'tenant_id', 'create_by', 'pid', 'name', 'code', 'has_child'],
    nodes.map(([code, name, parent]) => [
      ids.get(code),
      tenantId,
      'admin',
      parent ? ids.get(parent) : '0',
      name,
      code,
      parents.has(code) ? '1' : '0',
    ]),
  );
}

/** What every installation needs, demo or not: the shared dictionaries, and per tenant positions and trees. */
export async function seedReferenceData(db: Db, tenantIds: Iterable<string>): Promise<void> {
  for (const [code, name, items] of DICTS) {
    const dictId = newId();
    await insertMany(
      db,
      'sys_dict',
      ['id', 'tenant_id', 'create_by', 'dict_name', 'dict_code'],
      [[dictId, '0', 'admin', name, code]],
    );
    await insertMany(
      db,
      'sys_dict_item',
      ['id', 'tenant_id', 'create_by', 'dict_id', 'item_value', 'item_text', 'sort_order', 'item_color'],
      items.map(([value, text, color], i) => [
        newId(),
        '0',
        'admin',
        dictId,
        value,
        text,
        i + 1,
        color ?? null,
      ]),
    );
  }
  await insertMany(db, 'sys_dict_version', ['tenant_id', 'version'], [['0', 1]]);
  for (const tenantId of new Set(tenantIds)) {
    await insertMany(
      db,
      'sys_position',
      ['id', 'tenant_id', 'create_by', 'code', 'name', 'post_rank', 'sort_no'],
      POSITIONS.map(([code, name, rank], i) => [newId(), tenantId, 'admin', code, name, rank, i + 1]),
    );
    await seedTree(db, 'sys_category', tenantId, CATEGORIES);
    await seedTree(db, 'sys_tree_dict', tenantId, DISEASE_TREE);
  }
}

/** `now`: the seeding time; demo patients are filed over the twelve months before it. */
export async function seedBusiness(db: Db, ids: BusinessSeedIds = {}, now = Date.now()): Promise<void> {
  await seedReferenceData(db, [...PATIENT_TENANTS.map(([t]) => t), ...Object.values(ids.tenants ?? {})]);
  await seedDoctors(db, await seedOrganizations(db), ids.users ?? {});
  await seedStaffTypes(db);
  for (const [tenantId, count, seed] of PATIENT_TENANTS) {
    const doctorName = DOCTOR_OF_TENANT[tenantId];
    const doctor = (doctorName && ids.users?.[doctorName]) || null;
    const departs = await departIds(db, tenantId);
    const labels = DEMO_LABELS.map(([name, color]) => ({ id: newId(), name, color }));
    await insertMany(
      db,
      'sys_label',
      ['id', 'tenant_id', 'create_by', 'name', 'color', 'label_type', 'sort_no', 'status'],
      labels.map((l, i) => [l.id, tenantId, 'admin', l.name, l.color, '1', i + 1, '1']),
    );
    const patients = makePatients(count, seed, new Date(now)).map((p, i) => ({
      ...p,
      id: newId(),
      deptId: departOf(tenantId, p.diseaseType, i, departs),
      labelIds: demoLabelsOf(
        i,
        labels.map((l) => l.id),
      ),
    }));
    await insertMany(
      db,
      'chronic_patient',
      [
        'id',
        'tenant_id',
        'create_by',
        'create_time',
        'name',
        'sex',
        'birthday',
        'id_card',
        'phone',
        'disease_type',
        'status',
        'age',
        'height',
        'weight',
        'last_visit',
        'address',
        'area_code',
        'doctor_id',
        'dept_id',
        'label_ids',
      ],
      patients.map((p) => [
        p.id,
        tenantId,
        'admin',
        sql`${p.createTime}::timestamp`,
        p.name,
        p.sex,
        sql`${p.birthday}::date`,
        p.idCard,
        p.phone,
        p.diseaseType,
        p.status,
        p.age,
        p.height,
        p.weight,
        sql`${p.lastVisit}::timestamp`,
        p.address,
        p.areaCode,
        doctor,
        p.deptId,
        p.labelIds,
      ]),
    );
    // Every demo clinic's patients come with follow-up plans, a season of visits, abnormal events and medications
    // (仁和医院's home page is its clinic overview and counts them).
    await seedClinicActivity(
      db,
      tenantId,
      patients,
      tenantId === CLINIC_ACTIVITY_TENANT ? (ids.users?.renhe_doctor ?? null) : doctor,
    );
    await seedQuestionnairesAndArticles(db, tenantId, patients);
    // Each clinic's demo doctor has a fortnight of sessions with bookings (预约日历), the first for the patients
    // with follow-ups, interventions and questionnaire results, so their 健康档案 has rows in every tab.
    const scheduled = ids.users?.[tenantId === '1000' ? 'doctor' : 'renhe_doctor'];
    if (scheduled)
      await seedAppointments(db, tenantId, patients, scheduled, Date.now(), await fullFiles(db, tenantId));
    // Half a year of measurements per patient: the health file's 体征记录 and trend chart.
    await seedVitalSigns(db, tenantId, patients);
    await seedOperations(db, tenantId, patients);
    await insertMany(
      db,
      'sys_quartz_job',
      [
        'id',
        'tenant_id',
        'create_by',
        'job_name',
        'job_class_name',
        'cron_expression',
        'status',
        'description',
      ],
      DEMO_JOBS.map((j) => [newId(), tenantId, 'admin', j.name, j.handler, j.cron, '-1', j.description]),
    );
  }
}

/** 标签管理's system labels of every demo clinic (name, colour). */
const DEMO_LABELS: readonly [string, string][] = [
  ['高危', '#F5222D'],
  ['重点随访', '#FA8C16'],
  ['独居老人', '#722ED1'],
  ['行动不便', '#13C2C2'],
];

/** Some demo patients carry labels (one in five 高危, one in seven 重点随访...), so 患者列表 shows them. */
function demoLabelsOf(i: number, ids: readonly string[]): string | null {
  const picked = ids.filter((_, k) => i % [5, 7, 11, 13][k]! === k);
  return picked.length ? picked.join(',') : null;
}

/**
 * The two jobs of every demo clinic, paused: an administrator starts them in 定时任务 (a demo left running would
 * write reminders into every test run that crosses 8 o'clock).
 */
const DEMO_JOBS = [
  {
    name: '逾期随访提醒',
    handler: 'overdueFollowupReminder',
    cron: '0 0 8 * * ? *',
    description: '每天8点提醒责任医生：超过90天未随访的患者',
  },
  {
    name: '未读消息汇总',
    handler: 'unreadMessageDigest',
    cron: '0 30 8 * * ? *',
    description: '每天8点半：消息超过3天未读的用户收到一条汇总',
  },
];

/** Up to three patients of the tenant with follow-ups, interventions and questionnaire results. */
async function fullFiles(db: Db, tenantId: string): Promise<string[]> {
  const found = (await db.execute(
    sql`SELECT p.id FROM chronic_patient p
         WHERE p.tenant_id = ${tenantId}
           AND EXISTS (SELECT 1 FROM chronic_followup x WHERE x.tenant_id = p.tenant_id AND x.patient_id = p.id)
           AND EXISTS (SELECT 1 FROM chronic_intervention x WHERE x.tenant_id = p.tenant_id AND x.patient_id = p.id)
           AND EXISTS (SELECT 1 FROM chronic_questionnaire_result x
                        WHERE x.tenant_id = p.tenant_id AND x.patient_id = p.id)
         ORDER BY p.id LIMIT 3`,
  )) as unknown as { rows: { id: string }[] };
  return found.rows.map((r) => r.id);
}
