// Demo 体征记录 of a clinic: every patient measured about every three weeks over the last half year (blood pressure,
// fasting glucose, weight, heart rate), so a health file's trend chart has months to show on first start. Values
// follow the patient's diseases (高血压 higher pressures, 2型糖尿病 higher glucose) and drift slowly; dates are
// relative to the seeding day. Inserted in batches.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../resources/engine/sql-util.js';

const DAY_MS = 86_400_000;
/** Days between two measurements and how far back the first one is. */
const EVERY_DAYS = 21;
const SPAN_DAYS = 180;
const BATCH = 300;

export interface VitalSignPatient {
  id: string;
  /** Comma-joined disease codes (HBP 高血压, T2DM 2型糖尿病...). */
  diseaseType: string;
  weight: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:00` of a morning measurement. */
function morning(epochMs: number, minute: number): string {
  const d = new Date(epochMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(7 + (minute % 3))}:${pad(minute % 60)}:00`;
}

export async function seedVitalSigns(
  db: Db,
  tenantId: string,
  patients: readonly VitalSignPatient[],
  now = Date.now(),
): Promise<void> {
  const rows = patients.flatMap((p, i) => {
    const diseases = p.diseaseType.split(',');
    const hypertensive = diseases.includes('HBP');
    const diabetic = diseases.includes('T2DM');
    const baseSys = (hypertensive ? 142 : 122) + (i % 9);
    const baseDia = (hypertensive ? 90 : 76) + (i % 5);
    const baseGlucose = diabetic ? 7.8 + (i % 6) * 0.3 : 5.1 + (i % 4) * 0.2;
    // Treated patients come down a little over the months; a few get worse.
    const trend = i % 7 === 3 ? 1 : -1;
    const out = [];
    for (let k = 0, day = SPAN_DAYS - (i % EVERY_DAYS); day >= 0; k++, day -= EVERY_DAYS) {
      const wave = ((k * 5 + i) % 7) - 3;
      const systolic = baseSys + trend * k * 1.5 + wave * 2;
      const diastolic = baseDia + trend * k * 0.8 + wave;
      const glucose = baseGlucose + trend * k * 0.1 + wave * 0.15;
      out.push(
        sql`(${newId()}, ${tenantId}, 'admin', ${p.id}, ${morning(now - day * DAY_MS, i + k * 7)}::timestamp,
             ${Math.round(systolic)}, ${Math.round(diastolic)}, ${Math.round(glucose * 10) / 10},
             ${Math.round((p.weight + wave * 0.4) * 10) / 10}, ${68 + ((i + k * 3) % 17)})`,
      );
    }
    return out;
  });
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.execute(
      sql`INSERT INTO chronic_vital_sign (id, tenant_id, create_by, patient_id, measure_time, systolic, diastolic, fasting_glucose, weight, heart_rate)
          VALUES ${sql.join(rows.slice(i, i + BATCH), sql`, `)}`,
    );
  }
}
