// Demo 医生排班 and 预约 of a clinic: its doctor's weekday mornings and afternoons from three days ago to two weeks
// ahead, about a third of the slots booked (the past ones 已就诊 or 爽约, a few 已取消), so 预约日历 has free and
// booked slots on first start. Dates are relative to the seeding day. The first bookings go to the patients named
// as featured (those whose 健康档案 has every other record), so one file shows every tab whatever the weekday.
import { APPOINTMENT_STATUS, scheduleEndTime, scheduleSlots } from '@clinic/sdk/wire';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clinicDate } from '../db/clinic-clock.js';
import { newId } from '../resources/engine/sql-util.js';
import type { SeededPatient } from './clinic-activity.js';

const DAY_MS = 86_400_000;

/** [session, startTime, slotMinutes, slotCount]: 08:00–11:00 and 14:00–17:00. */
const SESSIONS: ReadonlyArray<[string, string, number, number]> = [
  ['1', '08:00:00', 15, 12],
  ['2', '14:00:00', 20, 9],
];
const CANCEL_REASONS = ['患者临时有事', '患者要求改约', '医生临时停诊'];

export async function seedAppointments(
  db: Db,
  tenantId: string,
  patients: readonly SeededPatient[],
  doctorId: string,
  now = Date.now(),
  featured: readonly string[] = [],
): Promise<void> {
  if (patients.length === 0) return;
  const schedules: SQL[] = [];
  const bookings: SQL[] = [];
  // Which patients get the computed slots shifts with the weekday of the seeding day; the featured ones are booked
  // first whatever it is.
  const patientOf = (n: number) => featured[bookings.length] ?? patients[(n * 11) % patients.length]!.id;
  let n = 0;
  for (let d = -3; d <= 14; d++) {
    const day = now + d * DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = clinicDate(day);
    for (const [session, startTime, slotMinutes, slotCount] of SESSIONS) {
      const id = newId();
      const endTime = scheduleEndTime({ startTime, slotMinutes, slotCount })!;
      schedules.push(
        sql`(${id}, ${tenantId}, 'admin', ${doctorId}, ${date}::date, ${session}, ${startTime}, ${slotMinutes}, ${slotCount}, ${endTime})`,
      );
      for (const slot of scheduleSlots({ startTime, slotMinutes, slotCount })) {
        n++;
        // Every third slot or so is booked, fewer further ahead.
        if ((n * 7 + d) % (d > 7 ? 5 : 3) !== 0) continue;
        const patientId = patientOf(n);
        const status =
          d < 0
            ? n % 6 === 0
              ? APPOINTMENT_STATUS.noShow
              : APPOINTMENT_STATUS.visited
            : APPOINTMENT_STATUS.booked;
        const cancelled = n % 13 === 0;
        bookings.push(
          sql`(${newId()}, ${tenantId}, 'admin', ${patientId}, ${doctorId}, ${date}::date, ${slot.start}, ${slot.end},
               ${cancelled ? APPOINTMENT_STATUS.cancelled : status},
               ${cancelled ? CANCEL_REASONS[n % CANCEL_REASONS.length]! : null}, ${id})`,
        );
      }
    }
  }
  await db.execute(
    sql`INSERT INTO chronic_doctor_schedule (id, tenant_id, create_by, doctor_id, schedule_date, session, start_time, slot_minutes, slot_count, end_time)
        VALUES ${sql.join(schedules, sql`, `)}`,
  );
  if (bookings.length > 0)
    await db.execute(
      sql`INSERT INTO chronic_appointment (id, tenant_id, create_by, patient_id, doctor_id, appt_date, start_time, end_time, status, cancel_reason, schedule_id)
          VALUES ${sql.join(bookings, sql`, `)}`,
    );
}
