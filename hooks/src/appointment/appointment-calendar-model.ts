// 预约日历: the doctors' sessions of a day or a Monday-first week with each slot free or booked, read through the
// 医生排班 and 预约 resources; slots follow the one rule of @clinic/sdk/wire (scheduleSlots). Framework-free.
import type { ClinicClient } from '@clinic/sdk';
import { resources } from '@clinic/sdk/resources';
import { APPOINTMENT_STATUS, scheduleSlots } from '@clinic/sdk/wire';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';

export type AppointmentCalendarView = 'day' | 'week';

export interface ApptBooking {
  id: string;
  patientName: string;
  status: string;
  statusText: string;
}

export interface ApptSlot {
  /** `HH:mm` */
  start: string;
  end: string;
  booking: ApptBooking | null;
}

export interface ApptSession {
  scheduleId: string;
  doctorId: string;
  doctorName: string;
  session: string;
  sessionText: string;
  start: string;
  end: string;
  slots: ApptSlot[];
  booked: number;
}

export interface ApptDay {
  /** `YYYY-MM-DD` */
  date: string;
  /** 周一 … 周日 */
  weekday: string;
  isToday: boolean;
  sessions: ApptSession[];
}

export interface AppointmentCalendarSnapshot {
  view: AppointmentCalendarView;
  /** The day shown, or a day of the week shown (`YYYY-MM-DD`). */
  date: string;
  /** 全部医生 when null. */
  doctorId: string | null;
  /** The doctors with sessions in the range shown, by name. */
  doctors: { value: string; label: string }[];
  days: ApptDay[];
  /** 2026年12月1日 周二, or 2026年11月30日 – 12月6日. */
  title: string;
  loading: boolean;
  error: string | null;
}

export interface AppointmentCalendarModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AppointmentCalendarSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  setView(view: AppointmentCalendarView): void;
  /** One day or one week back (-1) or on (+1). */
  step(direction: -1 | 1): void;
  today(): void;
  setDate(date: string): void;
  setDoctor(doctorId: string | null): void;
  reload(): Promise<void>;
}

type Row = Record<string, unknown>;
type Client = Pick<ClinicClient, 'resource'>;

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const DAY_MS = 86_400_000;
/** The list cap of the server: a week of a clinic's sessions and bookings stays well below it. */
const PAGE = 1000;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const hhmm = (time: unknown) => text(time).slice(0, 5);
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => isoOf(utc(date) + days * DAY_MS);
/** Monday of the week holding `date`. */
export const mondayOf = (date: string) => addDays(date, -((new Date(utc(date)).getUTCDay() + 6) % 7));

function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function titleOf(view: AppointmentCalendarView, first: string, last: string): string {
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  if (view === 'day') return `${y}年${m}月${d}日 ${WEEKDAYS[new Date(utc(first)).getUTCDay()]}`;
  const [y2, m2, d2] = last.split('-').map(Number) as [number, number, number];
  return `${y}年${m}月${d}日 – ${y2 !== y ? `${y2}年` : ''}${m2}月${d2}日`;
}

function rangeOf(view: AppointmentCalendarView, date: string): string[] {
  if (view === 'day') return [date];
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The days of the range with their sessions (time order, then doctor) and each slot's active booking. */
export function calendarDays(
  dates: readonly string[],
  schedules: readonly Row[],
  bookings: readonly Row[],
  today: string,
): ApptDay[] {
  const booked = new Map<string, ApptBooking>();
  for (const b of bookings) {
    if (text(b.status) === APPOINTMENT_STATUS.cancelled) continue;
    booked.set(`${text(b.doctorId)}|${text(b.apptDate)}|${hhmm(b.startTime)}`, {
      id: text(b.id),
      patientName: text(b.patientId_dictText) || '—',
      status: text(b.status),
      statusText: text(b.status_dictText),
    });
  }
  return dates.map((date) => {
    const sessions = schedules
      .filter((s) => text(s.scheduleDate) === date)
      .map((s): ApptSession => {
        const doctorId = text(s.doctorId);
        const slots = scheduleSlots({
          startTime: text(s.startTime),
          slotMinutes: Number(s.slotMinutes),
          slotCount: Number(s.slotCount),
        }).map((slot) => ({
          start: hhmm(slot.start),
          end: hhmm(slot.end),
          booking: booked.get(`${doctorId}|${date}|${hhmm(slot.start)}`) ?? null,
        }));
        return {
          scheduleId: text(s.id),
          doctorId,
          doctorName: text(s.doctorId_dictText) || '—',
          session: text(s.session),
          sessionText: text(s.session_dictText),
          start: hhmm(s.startTime),
          end: hhmm(s.endTime),
          slots,
          booked: slots.filter((x) => x.booking).length,
        };
      })
      .sort((a, b) => a.start.localeCompare(b.start) || a.doctorName.localeCompare(b.doctorName, 'zh'));
    return { date, weekday: WEEKDAYS[new Date(utc(date)).getUTCDay()]!, isToday: date === today, sessions };
  });
}

export function createAppointmentCalendarModel(options: {
  client: Client;
  now?: () => Date;
  view?: AppointmentCalendarView;
}): AppointmentCalendarModel {
  const now = options.now ?? (() => new Date());
  const start = localToday(now());
  const view = options.view ?? 'week';
  const dates = rangeOf(view, start);
  const store = createObservableStore<AppointmentCalendarSnapshot>({
    view,
    date: start,
    doctorId: null,
    doctors: [],
    days: [],
    title: titleOf(view, dates[0]!, dates[dates.length - 1]!),
    loading: true,
    error: null,
  });
  const schedulesOf = options.client.resource<Row>(resources.doctorSchedule.base);
  const bookingsOf = options.client.resource<Row>(resources.appointment.base);
  let ticket = 0;

  async function load(): Promise<void> {
    const mine = ++ticket;
    const { view, date, doctorId } = store.getSnapshot();
    const range = rangeOf(view, date);
    const [first, last] = [range[0]!, range[range.length - 1]!];
    store.update({ loading: true, error: null, title: titleOf(view, first, last) });
    try {
      const doctor = doctorId ? { doctorId } : {};
      const [schedules, bookings] = await Promise.all([
        schedulesOf.list({
          pageNo: 1,
          pageSize: PAGE,
          scheduleDate_begin: first,
          scheduleDate_end: last,
          ...doctor,
        }),
        bookingsOf.list({
          pageNo: 1,
          pageSize: PAGE,
          apptDate_begin: first,
          apptDate_end: last,
          status: `!${APPOINTMENT_STATUS.cancelled}`,
          ...doctor,
        }),
      ]);
      if (mine !== ticket) return;
      const rowsOf = (page: unknown) =>
        Array.isArray(page) ? page : ((page as { records?: Row[] }).records ?? []);
      const scheduleRows = rowsOf(schedules) as Row[];
      const names = new Map<string, string>();
      for (const s of scheduleRows) names.set(text(s.doctorId), text(s.doctorId_dictText) || '—');
      const known = store.getSnapshot().doctors.filter((d) => !names.has(d.value));
      const doctors = [...known, ...[...names].map(([value, label]) => ({ value, label }))].sort((a, b) =>
        a.label.localeCompare(b.label, 'zh'),
      );
      store.update({
        loading: false,
        doctors,
        days: calendarDays(range, scheduleRows, rowsOf(bookings) as Row[], localToday(now())),
      });
    } catch (error) {
      if (mine !== ticket) return;
      store.update({ loading: false, error: userMessageOf(error, '预约日历加载失败，请稍后重试') });
    }
  }

  const go = (patch: Partial<AppointmentCalendarSnapshot>) => {
    store.update(patch);
    void load();
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    setView: (view) => go({ view }),
    step(direction) {
      const { view, date } = store.getSnapshot();
      go({ date: addDays(date, direction * (view === 'day' ? 1 : 7)) });
    },
    today: () => go({ date: localToday(now()) }),
    setDate: (date) => go({ date }),
    setDoctor: (doctorId) => go({ doctorId }),
    reload: load,
  };
}
