// Seeds a demo clinic's activity: follow-up plans per disease, a season of follow-up visits per patient (done ones
// with pressures and advice, then the next one due or already overdue), the 患者异常 events they raised (some already
// answered by an intervention) and medications. Dates are relative to the seeding day, so 待随访, 已逾期, "this month"
// and the overdue patients always have members. Rows go in batches: a few hundred patients seed in well under a second.
import { sql, type SQL } from 'drizzle-orm';
import { resources } from '@clinic/sdk/resources';
import type { Db } from '../db/client.js';
import { newId } from '../resources/engine/sql-util.js';
import { clinicDate } from '../db/clinic-clock.js';
import { ABNORMAL_KIND, ABNORMAL_STATUS, BP_ABNORMAL, VISIT_STATUS } from '../resources/visit-schedule.js';

const DAY_MS = 86_400_000;
/** Most visits are at the clinic, some by telephone, few at home. */
const WAYS = ['1', '1', '2', '1', '3', '2', '1'];
const DRUGS: Array<[name: string, spec: string, dose: number, unit: string, frequency: string]> = [
  ['二甲双胍片', '0.5g*20片', 0.5, 'g', 'tid'],
  ['氨氯地平片', '5mg*7片', 5, 'mg', 'qd'],
  ['阿托伐他汀钙片', '20mg*7片', 20, 'mg', 'qn'],
];
/** The demo plans: disease, name, interval in days, the items a visit records. */
const PLANS: Array<[disease: string, name: string, days: number, items: string]> = [
  ['HBP', '高血压月度随访', 30, 'bp,medication,advice'],
  ['T2DM', '糖尿病季度随访', 90, 'bp,glucose,medication,advice'],
  ['CHD', '冠心病双月随访', 60, 'bp,medication,advice'],
  ['COPD', '慢阻肺季度随访', 90, 'medication,advice'],
  ['CKD', '慢性肾病双月随访', 60, 'bp,glucose,medication,advice'],
];

export interface SeededPatient {
  id: string;
  name: string;
  diseaseType?: string;
}

type Row = unknown[];

async function insertRows(db: Db, table: string, columns: string[], values: Row[]): Promise<void> {
  const cols = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  for (let i = 0; i < values.length; i += 200) {
    const chunk = values.slice(i, i + 200).map(
      (row) =>
        sql`(${sql.join(
          row.map((v) => (isSql(v) ? v : sql`${v}`)),
          sql`, `,
        )})`,
    );
    await db.execute(sql`INSERT INTO ${sql.identifier(table)} (${cols}) VALUES ${sql.join(chunk, sql`, `)}`);
  }
}
const isSql = (v: unknown): v is SQL => typeof v === 'object' && v !== null && 'queryChunks' in v;
const date = (day: string) => sql`${day}::date`;
const stamp = (text: string) => sql`${text}::timestamp`;

/**
 * Each patient follows the plan of their first disease: two to three recorded visits over the last season, one in
 * four above the pressure line (a 血压异常 event, half of them answered), then the next visit: one patient in seven
 * is overdue (a 随访逾期 event), the others due within the interval.
 */
export async function seedClinicActivity(
  db: Db,
  tenantId: string,
  patients: readonly SeededPatient[],
  doctorId: string | null,
  now = Date.now(),
): Promise<void> {
  const today = (offset: number) => clinicDate(now + offset * DAY_MS);
  const plans = new Map(
    PLANS.map(([disease, name, days, items]) => [disease, { id: newId(), name, days, items }]),
  );
  await insertRows(
    db,
    resources.followupPlan.table,
    ['id', 'tenant_id', 'create_by', 'name', 'disease_type', 'interval_days', 'items', 'status'],
    PLANS.map(([disease]) => {
      const p = plans.get(disease)!;
      return [p.id, tenantId, 'admin', p.name, disease, p.days, p.items, '1'];
    }),
  );
  const visits: Row[] = [];
  const events: Row[] = [];
  const interventions: Row[] = [];
  patients.forEach((p, i) => {
    const plan = plans.get((p.diseaseType ?? 'HBP').split(',')[0]!) ?? plans.get('HBP')!;
    const overdue = i % 7 === 3;
    // The next visit falls due within the plan's interval ahead, or passed days ago (overdue); half the overdue
    // patients have not been seen for over 90 days (the home page's 逾期未随访 rule).
    const late = 2 + (i % 9) + (i % 2 ? 0 : Math.max(0, 92 - plan.days));
    const nextIn = overdue ? -late : 1 + ((i * 5) % plan.days);
    const done = 2 + (i % 2);
    for (let k = done; k >= 1; k--) {
      const visitDay = nextIn - k * plan.days;
      if (visitDay < -120) continue;
      const systolic = 118 + ((i * 7 + k * 11) % 36);
      const diastolic = 70 + ((i * 5 + k * 3) % 24);
      const high = systolic >= BP_ABNORMAL.systolic || diastolic >= BP_ABNORMAL.diastolic;
      const id = newId();
      visits.push([
        id,
        tenantId,
        'admin',
        p.id,
        p.name,
        plan.id,
        date(today(visitDay - (i % 3))),
        date(today(visitDay)),
        VISIT_STATUS.done,
        WAYS[(i + k) % WAYS.length],
        systolic,
        diastolic,
        plan.items.includes('glucose') ? 5 + ((i * 3 + k) % 40) / 10 : null,
        doctorId,
        high ? '血压偏高，调整用药后两周复诊' : '血压控制良好，继续当前方案',
      ]);
      // the latest high reading of every other such patient raised an event still waiting
      if (high && k === 1 && i % 2 === 0) {
        const eventId = newId();
        const handled = i % 4 === 0;
        events.push([
          eventId,
          tenantId,
          'system',
          p.id,
          ABNORMAL_KIND.bloodPressure,
          `血压异常：${today(visitDay)} 随访血压 ${systolic}/${diastolic} mmHg（≥${BP_ABNORMAL.systolic}/${BP_ABNORMAL.diastolic}）`,
          stamp(`${today(visitDay)} 10:${String(10 + (i % 50)).padStart(2, '0')}:00`),
          handled ? ABNORMAL_STATUS.handled : ABNORMAL_STATUS.open,
          doctorId,
          id,
        ]);
        if (handled)
          interventions.push([
            newId(),
            tenantId,
            'admin',
            p.id,
            eventId,
            i % 8 === 0 ? '4' : '1',
            i % 8 === 0
              ? '氨氯地平加量至 10mg 每日一次，一周后复测血压'
              : '电话随访，嘱低盐饮食、规律服药，三天后复测',
            i % 3 === 0 ? '1' : '2',
            date(today(visitDay + 1)),
            doctorId,
          ]);
      }
    }
    const nextId = newId();
    visits.push([
      nextId,
      tenantId,
      'admin',
      p.id,
      p.name,
      plan.id,
      null,
      date(today(nextIn)),
      overdue ? VISIT_STATUS.overdue : VISIT_STATUS.due,
      null,
      null,
      null,
      null,
      doctorId,
      null,
    ]);
    if (overdue)
      events.push([
        newId(),
        tenantId,
        'system',
        p.id,
        ABNORMAL_KIND.overdue,
        `随访逾期：应于 ${today(nextIn)} 随访，至今未完成`,
        stamp(`${today(nextIn + 1)} 08:00:00`),
        ABNORMAL_STATUS.open,
        doctorId,
        nextId,
      ]);
  });
  await insertRows(
    db,
    resources.followup.table,
    [
      'id',
      'tenant_id',
      'create_by',
      'patient_id',
      'patient_name',
      'plan_id',
      'visit_date',
      'due_date',
      'status',
      'way',
      'systolic',
      'diastolic',
      'glucose',
      'doctor_id',
      'advice',
    ],
    visits,
  );
  await insertRows(
    db,
    resources.patientAbnormal.table,
    [
      'id',
      'tenant_id',
      'create_by',
      'patient_id',
      'kind',
      'reason',
      'occur_time',
      'status',
      'doctor_id',
      'visit_id',
    ],
    events,
  );
  await insertRows(
    db,
    resources.intervention.table,
    [
      'id',
      'tenant_id',
      'create_by',
      'patient_id',
      'abnormal_id',
      'way',
      'content',
      'outcome',
      'intervene_date',
      'doctor_id',
    ],
    interventions,
  );
  const drugs: Row[] = [];
  for (const [i, p] of patients.entries()) {
    if (i % 3 !== 0) continue;
    const [drug, spec, dose, unit, frequency] = DRUGS[i % DRUGS.length]!;
    // The last ones stopped last month: not on medication any more.
    const ended = i >= patients.length - 3;
    drugs.push([
      newId(),
      tenantId,
      'admin',
      p.id,
      drug,
      spec,
      dose,
      unit,
      frequency,
      'po',
      date(today(-200)),
      ended ? date(today(-40)) : null,
      ended ? '0' : '1',
      1,
    ]);
  }
  await insertRows(
    db,
    resources.medication.table,
    [
      'id',
      'tenant_id',
      'create_by',
      'patient_id',
      'drug_name',
      'spec',
      'dose',
      'dose_unit',
      'frequency',
      'route',
      'start_date',
      'end_date',
      'long_term',
      'order_num',
    ],
    drugs,
  );
  // Patients' last visit follows their latest recorded one.
  await db.execute(
    sql`UPDATE chronic_patient p SET last_visit = v.last
        FROM (SELECT patient_id, max(visit_date)::timestamp AS last FROM ${sql.identifier(resources.followup.table)}
              WHERE tenant_id = ${tenantId} AND visit_date IS NOT NULL GROUP BY patient_id) v
        WHERE p.tenant_id = ${tenantId} AND p.id = v.patient_id`,
  );
}
