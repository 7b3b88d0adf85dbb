// 预约日历 (/chronic/appointment/calendar, menu component chronic/AppointmentCalendar): the doctors' sessions of a day
// or a week with each slot free or booked; a free slot opens 新增预约 with the doctor, day and time filled in, a
// booked one opens the booking (编辑: 预约状态 已取消 with 取消原因 frees it). On phones the week is a list of days.
import { useEffect, useId, useRef } from 'react';
import {
  useAppointmentCalendar,
  usePermissions,
  useRecordForm,
  type ApptDay,
  type ApptSession,
  type ApptSlot,
} from '@clinic/hooks';
import { permissionOf, resources } from '@clinic/sdk/resources';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { RecordFormDialog } from '../list-page/record-form-dialog';

const def = resources.appointment;

/** Slot colours by 预约状态 (free slots are white); text keeps 4.5:1 on each. */
const LOOK: Record<string, string> = {
  free: 'border-slate-300 bg-white text-slate-800 hover:border-primary hover:text-primary-strong',
  '1': 'border-blue-300 bg-blue-50 text-blue-900',
  '3': 'border-green-300 bg-green-50 text-green-900',
  '4': 'border-red-300 bg-red-50 text-red-900',
};
const LEGEND: ReadonlyArray<[string, string]> = [
  ['free', '空闲'],
  ['1', '已预约'],
  ['3', '已就诊'],
  ['4', '爽约'],
];

const dayTitle = (date: string) => {
  const [, m, d] = date.split('-').map(Number);
  return `${m}月${d}日`;
};

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface SlotActions {
  book: (day: ApptDay, session: ApptSession, slot: ApptSlot) => void;
  open: (slot: ApptSlot) => void;
  mayBook: boolean;
  mayEdit: boolean;
}

function SlotButton({
  day,
  session,
  slot,
  actions,
}: {
  day: ApptDay;
  session: ApptSession;
  slot: ApptSlot;
  actions: SlotActions;
}) {
  const b = slot.booking;
  const past = day.date < today();
  const when = `${dayTitle(day.date)} ${slot.start}–${slot.end} ${session.doctorName}`;
  const usable = b ? actions.mayEdit : actions.mayBook && !past;
  const label = b
    ? `${when} ${b.statusText || '已预约'}：${b.patientName}${actions.mayEdit ? '，查看或取消预约' : ''}`
    : `${when} ${past ? '已过期' : '空闲'}${usable ? '，点击预约' : ''}`;
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        title={label}
        disabled={!usable}
        onClick={() => (b ? actions.open(slot) : actions.book(day, session, slot))}
        className={`flex w-full flex-col items-start rounded border px-1.5 py-1 text-left text-xs leading-tight transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:cursor-default ${
          b ? (LOOK[b.status] ?? LOOK['1']) : past ? 'border-slate-200 bg-slate-50 text-slate-500' : LOOK.free
        }`}
      >
        <span className="font-medium tabular-nums">{slot.start}</span>
        <span className="w-full truncate">{b ? b.patientName : past ? '—' : '空闲'}</span>
      </button>
    </li>
  );
}

function SessionBlock({
  day,
  session,
  actions,
  wide,
}: {
  day: ApptDay;
  session: ApptSession;
  actions: SlotActions;
  wide: boolean;
}) {
  return (
    <div className="rounded border border-slate-200 p-2">
      <p className="mb-1.5 text-xs text-slate-700">
        <span className="font-medium text-slate-900">{session.doctorName}</span> · {session.sessionText}{' '}
        <span className="tabular-nums">
          {session.start}–{session.end}
        </span>
        <span className="ml-1 text-slate-500">
          已约 {session.booked}/{session.slots.length}
        </span>
      </p>
      <ul
        className={`grid gap-1 ${wide ? 'grid-cols-3 sm:grid-cols-6 lg:grid-cols-8' : 'grid-cols-3 sm:grid-cols-6 lg:grid-cols-2'}`}
        aria-label={`${session.doctorName} ${session.sessionText}号源`}
      >
        {session.slots.map((slot) => (
          <SlotButton key={slot.start} day={day} session={session} slot={slot} actions={actions} />
        ))}
      </ul>
    </div>
  );
}

function DayColumn({ day, actions, wide }: { day: ApptDay; actions: SlotActions; wide: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2">
      <h3
        id={headingId}
        className={`flex items-center gap-1.5 border-b pb-1 text-sm font-medium ${
          day.isToday ? 'border-primary text-primary-strong' : 'border-slate-200 text-slate-900'
        }`}
      >
        {dayTitle(day.date)} {day.weekday}
        {day.isToday && <span className="rounded bg-primary px-1 text-xs font-normal text-white">今天</span>}
      </h3>
      {day.sessions.length === 0 ? (
        <p className="py-2 text-xs text-slate-500">无排班</p>
      ) : (
        day.sessions.map((s) => (
          <SessionBlock key={s.scheduleId} day={day} session={s} actions={actions} wide={wide} />
        ))
      )}
    </section>
  );
}

export function AppointmentCalendarPage() {
  const { client } = useClinic();
  const { has } = usePermissions();
  const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639px)').matches;
  const { model, state } = useAppointmentCalendar(client, phone ? 'day' : 'week');
  const form = useRecordForm(client, def, () => void model.reload());
  // A kept tab is hidden, not unmounted: shown again (bookings changed on 预约管理 meanwhile), it reads afresh.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let shown = true;
    const seen = new IntersectionObserver(([entry]) => {
      const now = entry?.isIntersecting ?? false;
      if (now && !shown) void model.reload();
      shown = now;
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [model]);
  const actions: SlotActions = {
    mayBook: has(permissionOf(def, 'add')),
    mayEdit: has(permissionOf(def, 'edit')),
    book: (day, session, slot) =>
      form.model.open({
        mode: 'add',
        values: {
          doctorId: session.doctorId,
          doctorId_dictText: session.doctorName,
          apptDate: day.date,
          startTime: `${slot.start}:00`,
          status: '1',
        },
      }),
    open: (slot) => slot.booking && form.model.open({ mode: 'edit', id: slot.booking.id }),
  };
  const week = state.view === 'week';
  const unit = week ? '周' : '天';
  return (
    <div ref={root} className="space-y-3 rounded bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="视图" className="inline-flex">
          {(['day', 'week'] as const).map((v, i) => (
            <Button
              key={v}
              variant={state.view === v ? 'primary' : 'default'}
              aria-pressed={state.view === v}
              className={i === 0 ? 'rounded-r-none' : '-ml-px rounded-l-none'}
              onClick={() => model.setView(v)}
            >
              {v === 'day' ? '日' : '周'}
            </Button>
          ))}
        </div>
        <Button aria-label={week ? '上一周' : '前一天'} onClick={() => model.step(-1)}>
          ‹
        </Button>
        <Button onClick={() => model.today()}>今天</Button>
        <Button aria-label={week ? '下一周' : '后一天'} onClick={() => model.step(1)}>
          ›
        </Button>
        <h2 className="text-base font-medium text-slate-900" aria-live="polite">
          {state.title}
        </h2>
        <div className="w-full sm:ml-auto sm:w-44">
          <Select
            aria-label="出诊医生"
            value={state.doctorId ?? ''}
            options={[{ value: '', label: '全部医生' }, ...state.doctors]}
            onChange={(value) => model.setDoctor(value || null)}
          />
        </div>
      </div>
      <ul className="flex flex-wrap gap-3 text-xs text-slate-700" aria-label="图例">
        {LEGEND.map(([key, text]) => (
          <li key={key} className="inline-flex items-center gap-1">
            <span className={`inline-block h-3 w-3 rounded-sm border ${LOOK[key]}`} aria-hidden />
            {text}
          </li>
        ))}
        <li className="text-slate-500">
          点击空闲时段预约{actions.mayEdit ? '，点击已预约时段查看或取消' : ''}（按{unit}查看）
        </li>
      </ul>
      {state.error && (
        <p role="alert" className="text-sm text-red-600">
          {state.error}
        </p>
      )}
      {state.loading && state.days.length === 0 ? (
        <p className="text-sm text-slate-500">加载中…</p>
      ) : (
        <div
          aria-busy={state.loading}
          className={week ? 'grid grid-cols-1 gap-3 lg:grid-cols-7' : 'space-y-3'}
        >
          {state.days.map((day) => (
            <DayColumn key={day.date} day={day} actions={actions} wide={!week} />
          ))}
        </div>
      )}
      <RecordFormDialog resource={def} form={form} />
    </div>
  );
}
