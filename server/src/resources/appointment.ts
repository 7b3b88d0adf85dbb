// 预约管理 (/chronic/appointment): a booking names a slot of the doctor's schedule that day (its 结束时间 and 所属排班
// are set here). That a slot, or a doctor's or a patient's time, holds one active booking is the table's partial
// unique indexes' rule (migration 0024), not a check here: two bookings at once, one wins, the other reads why.
import { resources } from '@clinic/sdk/resources';
import { APPOINTMENT_STATUS, slotStartingAt } from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import { fail, type RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { normalTime } from './doctor-schedule.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';

interface StoredAppointment {
  doctor_id: string;
  appt_date: string;
  start_time: string;
  status: string;
  cancel_reason: string | null;
}

/** 已取消 needs its 取消原因 (the form shows the box only then); any other status keeps none. */
function checkCancelReason(values: Record<string, unknown>, stored: StoredAppointment | undefined): void {
  const status = values.status ?? stored?.status ?? APPOINTMENT_STATUS.booked;
  if (status !== APPOINTMENT_STATUS.cancelled) {
    if ('status' in values) values.cancelReason = null;
    return;
  }
  const reason = 'cancelReason' in values ? values.cancelReason : stored?.cancel_reason;
  if (typeof reason !== 'string' || reason.trim() === '') throw fail.business('请填写取消原因');
}

/** Sets 结束时间 and 所属排班 from the schedule slot the booking names; refuses a time no schedule offers. */
async function placeInSlot(
  values: Record<string, unknown>,
  stored: StoredAppointment | undefined,
  ctx: RequestContext,
  db: Db,
): Promise<void> {
  if ('startTime' in values) values.startTime = normalTime(values.startTime);
  const moved = ['doctorId', 'apptDate', 'startTime'].some((name) => name in values);
  if (stored && !moved) return;
  const doctorId = values.doctorId ?? stored?.doctor_id;
  const date = values.apptDate ?? stored?.appt_date;
  const startTime = values.startTime ?? stored?.start_time;
  // Missing values are the required fields' to answer.
  if (typeof doctorId !== 'string' || typeof date !== 'string' || typeof startTime !== 'string') return;
  if (!doctorId || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
  const schedules = await rows<{ id: string; start_time: string; slot_minutes: number; slot_count: number }>(
    db,
    sql`SELECT id, start_time, slot_minutes, slot_count FROM chronic_doctor_schedule
        WHERE tenant_id = ${ctx.tenantId} AND doctor_id = ${doctorId} AND schedule_date = ${date}::date`,
  );
  for (const s of schedules) {
    const slot = slotStartingAt(
      { startTime: s.start_time, slotMinutes: Number(s.slot_minutes), slotCount: Number(s.slot_count) },
      startTime,
    );
    if (slot) {
      values.endTime = slot.end;
      values.scheduleId = s.id;
      return;
    }
  }
  throw fail.business('所选时段不在该医生当天的排班内，请从预约日历选择空闲时段');
}

export const appointmentResource = serverResource(resources.appointment, {
  constraintMessages: {
    chronic_appointment_slot_active: '该时段已被预约，请选择其他时段',
    chronic_appointment_patient_active: '该患者在该时段已有预约，请选择其他时段',
  },
  hooks: {
    beforeAdd(values, ctx, db) {
      checkCancelReason(values, undefined);
      return placeInSlot(values, undefined, ctx, db);
    },
    async beforeEdit(values, id, ctx, db) {
      const [stored] = await rows<StoredAppointment>(
        db,
        sql`SELECT doctor_id, to_char(appt_date, 'YYYY-MM-DD') AS appt_date, start_time, status, cancel_reason
            FROM chronic_appointment WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`,
      );
      checkCancelReason(values, stored);
      await placeInSlot(values, stored, ctx, db);
    },
  },
});
