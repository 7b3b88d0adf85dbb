// The bookable slots of a doctor's schedule (医生排班): slot i starts at 开始时间 + i × 每号时长; the server checks a
// booking against them and the calendar draws them, from this one rule.

/** 预约状态 (dictionary appointment_status): 已预约, 已取消, 已就诊, 爽约. Only 已取消 frees its slot. */
export const APPOINTMENT_STATUS = { booked: '1', cancelled: '2', visited: '3', noShow: '4' } as const;

/** The schedule fields the slots follow from (times `HH:mm` or `HH:mm:ss`). */
export interface SlotSchedule {
  readonly startTime: string;
  readonly slotMinutes: number;
  readonly slotCount: number;
}

export interface ScheduleSlot {
  /** 0-based position in the schedule. */
  readonly index: number;
  /** `HH:mm:ss` */
  readonly start: string;
  /** `HH:mm:ss` */
  readonly end: string;
}

const MINUTES_PER_DAY = 24 * 60;

/** Minutes after midnight of `HH:mm[:ss]`, or null for anything else. */
export function minutesOfTime(time: string): number | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59 || Number(m[3] ?? 0) > 59) return null;
  return h * 60 + min;
}

/** `HH:mm:ss` of minutes after midnight. */
export function timeOfMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
}

/** The schedule's 结束时间, or null when its slots would reach midnight or its numbers are not whole and positive. */
export function scheduleEndTime(s: SlotSchedule): string | null {
  const start = minutesOfTime(s.startTime);
  if (start === null || !(s.slotMinutes > 0) || !(s.slotCount > 0)) return null;
  if (!Number.isInteger(s.slotMinutes) || !Number.isInteger(s.slotCount)) return null;
  const end = start + s.slotMinutes * s.slotCount;
  return end >= MINUTES_PER_DAY ? null : timeOfMinutes(end);
}

/** Every slot of the schedule, in time order; empty when the schedule is not valid (see scheduleEndTime). */
export function scheduleSlots(s: SlotSchedule): ScheduleSlot[] {
  const start = minutesOfTime(s.startTime);
  if (start === null || scheduleEndTime(s) === null) return [];
  return Array.from({ length: s.slotCount }, (_, index) => ({
    index,
    start: timeOfMinutes(start + index * s.slotMinutes),
    end: timeOfMinutes(start + (index + 1) * s.slotMinutes),
  }));
}

/** The slot of the schedule that starts at `time`, or null when none does. */
export function slotStartingAt(s: SlotSchedule, time: string): ScheduleSlot | null {
  const at = minutesOfTime(time);
  if (at === null) return null;
  return scheduleSlots(s).find((slot) => minutesOfTime(slot.start) === at) ?? null;
}

/** Whether two `[start, end)` time ranges overlap. */
export function timeRangesOverlap(a: [string, string], b: [string, string]): boolean {
  const [a0, a1, b0, b1] = [...a, ...b].map((t) => minutesOfTime(t) ?? NaN) as [
    number,
    number,
    number,
    number,
  ];
  return a0 < b1 && b0 < a1;
}
