// 医生排班 (/chronic/doctorSchedule): the server derives 结束时间 from the slots, refuses a doctor's overlapping
// sessions, counts each schedule's active bookings (已预约) and keeps booked slots inside their schedule.
import { resources } from '@clinic/sdk/resources';
import {
  APPOINTMENT_STATUS,
  scheduleEndTime,
  slotStartingAt,
  timeOfMinutes,
  minutesOfTime,
  timeRangesOverlap,
} from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import { fail, type RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';

interface StoredSchedule {
  doctor_id: string;
  schedule_date: string;
  session: string;
  start_time: string;
  slot_minutes: number;
  slot_count: number;
}

/** `HH:mm[:ss]` as `HH:mm:ss`; anything else as given (the field's own check answers it). */
export function normalTime(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const minutes = minutesOfTime(value);
  return minutes === null ? value : timeOfMinutes(minutes);
}

async function storedSchedule(db: Db, tenantId: string, id: string): Promise<StoredSchedule | undefined> {
  const [row] = await rows<StoredSchedule>(
    db,
    sql`SELECT doctor_id, to_char(schedule_date, 'YYYY-MM-DD') AS schedule_date, session,
               start_time, slot_minutes, slot_count
        FROM chronic_doctor_schedule WHERE id = ${id} AND tenant_id = ${tenantId}`,
  );
  return row;
}

/** Fills 结束时间 and refuses a session reaching midnight or overlapping another of the same doctor that day. */
async function checkSchedule(
  values: Record<string, unknown>,
  stored: StoredSchedule | undefined,
  id: string | null,
  ctx: RequestContext,
  db: Db,
): Promise<void> {
  if ('startTime' in values) values.startTime = normalTime(values.startTime);
  const pick = <K extends keyof StoredSchedule>(name: string, column: K) =>
    name in values ? values[name] : stored?.[column];
  const doctorId = pick('doctorId', 'doctor_id');
  const date = pick('scheduleDate', 'schedule_date');
  const startTime = pick('startTime', 'start_time');
  const slotMinutes = Number(pick('slotMinutes', 'slot_minutes'));
  const slotCount = Number(pick('slotCount', 'slot_count'));
  // Missing or malformed values are the field checks' to answer.
  if (typeof doctorId !== 'string' || typeof date !== 'string' || typeof startTime !== 'string') return;
  if (minutesOfTime(startTime) === null || !(slotMinutes > 0) || !(slotCount > 0)) return;
  const endTime = scheduleEndTime({ startTime, slotMinutes, slotCount });
  if (endTime === null) throw fail.business('号源时间超出当天，请调整开始时间、每号时长或号源数量');
  values.endTime = endTime;
  const others = await rows<{ start_time: string; end_time: string }>(
    db,
    sql`SELECT start_time, end_time FROM chronic_doctor_schedule
        WHERE tenant_id = ${ctx.tenantId} AND doctor_id = ${doctorId}
          AND schedule_date = ${date}::date AND id <> ${id ?? ''}`,
  );
  const clash = others.find((o) => timeRangesOverlap([startTime, endTime], [o.start_time, o.end_time]));
  if (clash)
    throw fail.business(
      `该医生当天 ${clash.start_time.slice(0, 5)}-${clash.end_time.slice(0, 5)} 已有排班，与本排班时间重叠`,
    );
}

/** Active bookings (not cancelled) of the schedules. */
async function activeBookings(db: Db, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return rows<{ schedule_id: string; doctor_id: string; appt_date: string; start_time: string }>(
    db,
    sql`SELECT schedule_id, doctor_id, to_char(appt_date, 'YYYY-MM-DD') AS appt_date, start_time
        FROM chronic_appointment
        WHERE tenant_id = ${tenantId} AND schedule_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND status <> ${APPOINTMENT_STATUS.cancelled}`,
  );
}

export const doctorScheduleResource = serverResource(resources.doctorSchedule, {
  constraintMessages: { chronic_doctor_schedule_session: '该医生在该日期的该出诊时段已有排班' },
  hooks: {
    beforeAdd: (values, ctx, db) => checkSchedule(values, undefined, null, ctx, db),
    async beforeEdit(values, id, ctx, db) {
      const stored = await storedSchedule(db, ctx.tenantId, id);
      await checkSchedule(values, stored, id, ctx, db);
      if (!stored) return;
      const next = {
        doctorId: (values.doctorId ?? stored.doctor_id) as string,
        date: (values.scheduleDate ?? stored.schedule_date) as string,
        startTime: (values.startTime ?? stored.start_time) as string,
        slotMinutes: Number(values.slotMinutes ?? stored.slot_minutes),
        slotCount: Number(values.slotCount ?? stored.slot_count),
      };
      const stranded = (await activeBookings(db, ctx.tenantId, [id])).filter(
        (b) =>
          b.doctor_id !== next.doctorId || b.appt_date !== next.date || !slotStartingAt(next, b.start_time),
      );
      if (stranded.length > 0)
        throw fail.business(
          `有 ${stranded.length} 个预约的时段不在调整后的排班内，请先取消这些预约再调整排班`,
        );
    },
    async beforeDelete(ids, ctx, db) {
      const booked = await activeBookings(db, ctx.tenantId, ids);
      if (booked.length > 0)
        throw fail.business(`所选排班还有 ${booked.length} 个有效预约，请先取消预约后再删除`);
    },
    async afterRead(records, ctx, db) {
      const ids = records.map((r) => String(r.id ?? '')).filter(Boolean);
      const counts = new Map<string, number>();
      for (const b of await activeBookings(db, ctx.tenantId, ids))
        counts.set(b.schedule_id, (counts.get(b.schedule_id) ?? 0) + 1);
      for (const r of records) r.bookedCount = counts.get(String(r.id ?? '')) ?? 0;
    },
  },
});
