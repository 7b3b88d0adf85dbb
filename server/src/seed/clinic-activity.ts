// Seeds 仁和医院's clinic activity (follow-up visits and medications of its patients) so its home page has real rows
// to count; dates are relative to the seeding day, so "this month" and "overdue" always have members.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../resources/engine/sql-util.js';

const DAY_MS = 86_400_000;
/** Most visits are at the clinic, some by telephone, few at home. */
const WAYS = ['1', '1', '2', '1', '3', '2', '1'];
const DRUGS: Array<[name: string, spec: string, dose: number, unit: string, frequency: string]> = [
  ['二甲双胍片', '0.5g*20片', 0.5, 'g', 'tid'],
  ['氨氯地平片', '5mg*7片', 5, 'mg', 'qd'],
  ['阿托伐他汀钙片', '20mg*7片', 20, 'mg', 'qn'],
];

export interface SeededPatient {
  id: string;
  name: string;
}

const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** One or two visits for most patients (ways and pressures vary), and a medication for every third one. */
export async function seedClinicActivity(
  db: Db,
  tenantId: string,
  patients: readonly SeededPatient[],
  doctorId: string | null,
  now = Date.now(),
): Promise<void> {
  const visits: Array<[string, string, string, number, number]> = [];
  patients.forEach((p, i) => {
    // Every fifth patient has not been seen for a long time: the overdue list has names.
    const ago = i % 5 === 4 ? 100 + i : i % 12;
    visits.push([
      p.name,
      isoDay(now - ago * DAY_MS),
      WAYS[i % WAYS.length]!,
      116 + ((i * 7) % 32),
      72 + ((i * 5) % 20),
    ]);
    if (i % 4 === 0) visits.push([p.name, isoDay(now - (ago + 30) * DAY_MS), '1', 135 + (i % 10), 85]);
  });
  for (const [name, day, way, systolic, diastolic] of visits) {
    await db.execute(
      sql`INSERT INTO chronic_followup (id, tenant_id, create_by, patient_name, visit_date, way, systolic, diastolic, doctor_id, advice)
          VALUES (${newId()}, ${tenantId}, 'admin', ${name}, ${day}::date, ${way}, ${systolic}, ${diastolic}, ${doctorId},
                  ${systolic >= 140 ? '血压偏高，调整用药后两周复诊' : '血压控制良好，继续当前方案'})`,
    );
  }
  for (const [i, p] of patients.entries()) {
    if (i % 3 !== 0) continue;
    const [drug, spec, dose, unit, frequency] = DRUGS[i % DRUGS.length]!;
    // The last one stopped last month: not on medication any more.
    const ended = i === patients.length - 1 || i === patients.length - 2 || i === patients.length - 3;
    await db.execute(
      sql`INSERT INTO chronic_medication (id, tenant_id, create_by, patient_id, drug_name, spec, dose, dose_unit, frequency, route, start_date, end_date, long_term, order_num)
          VALUES (${newId()}, ${tenantId}, 'admin', ${p.id}, ${drug}, ${spec}, ${dose}, ${unit}, ${frequency}, 'po',
                  ${isoDay(now - 200 * DAY_MS)}::date, ${ended ? sql`${isoDay(now - 40 * DAY_MS)}::date` : sql`NULL`},
                  ${ended ? '0' : '1'}, 1)`,
    );
  }
  // Patients' last visit follows their latest recorded one.
  await db.execute(
    sql`UPDATE chronic_patient p SET last_visit = v.last
        FROM (SELECT patient_name, max(visit_date)::timestamp AS last FROM chronic_followup
              WHERE tenant_id = ${tenantId} GROUP BY patient_name) v
        WHERE p.tenant_id = ${tenantId} AND p.name = v.patient_name`,
  );
}
