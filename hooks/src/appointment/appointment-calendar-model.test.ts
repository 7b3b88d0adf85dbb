import { describe, expect, it } from 'vitest';
import { calendarDays, createAppointmentCalendarModel, mondayOf } from './appointment-calendar-model.js';

const schedule = {
  id: 's1',
  doctorId: 'd1',
  doctorId_dictText: '王医生',
  scheduleDate: '2026-12-01',
  session: '1',
  session_dictText: '上午',
  startTime: '08:00:00',
  endTime: '08:45:00',
  slotMinutes: 15,
  slotCount: 3,
};

describe('appointment calendar', () => {
  it('cuts sessions into slots and puts each active booking on its slot', () => {
    const [day] = calendarDays(
      ['2026-12-01'],
      [schedule],
      [
        {
          id: 'a',
          doctorId: 'd1',
          apptDate: '2026-12-01',
          startTime: '08:15:00',
          status: '1',
          status_dictText: '已预约',
          patientId_dictText: '张三',
        },
        {
          id: 'b',
          doctorId: 'd1',
          apptDate: '2026-12-01',
          startTime: '08:30:00',
          status: '2',
          patientId_dictText: '李四',
        },
      ],
      '2026-12-01',
    );
    expect(day).toMatchObject({ weekday: '周二', isToday: true });
    expect(day!.sessions[0]).toMatchObject({ doctorName: '王医生', start: '08:00', end: '08:45', booked: 1 });
    expect(day!.sessions[0]!.slots.map((s) => [s.start, s.booking?.patientName ?? null])).toEqual([
      ['08:00', null],
      ['08:15', '张三'],
      ['08:30', null],
    ]);
  });

  it('weeks start on Monday', () => {
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('reads the week of both resources and steps by a week or a day', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [];
    const client = {
      resource: (base: string) => ({
        list: (q: Record<string, unknown>) => {
          calls.push([base, q]);
          return Promise.resolve({ records: base.endsWith('doctorSchedule') ? [schedule] : [] });
        },
      }),
    } as never;
    const model = createAppointmentCalendarModel({ client, now: () => new Date(2026, 11, 2) });
    await model.reload();
    expect(calls[0]).toEqual([
      '/chronic/doctorSchedule',
      { pageNo: 1, pageSize: 1000, scheduleDate_begin: '2026-11-30', scheduleDate_end: '2026-12-06' },
    ]);
    expect(calls[1]![1]).toMatchObject({ apptDate_begin: '2026-11-30', status: '!2' });
    expect(model.getSnapshot()).toMatchObject({
      title: '2026年11月30日 – 12月6日',
      doctors: [{ value: 'd1', label: '王医生' }],
    });
    expect(model.getSnapshot().days).toHaveLength(7);
    model.setView('day');
    model.step(1);
    await model.reload();
    expect(model.getSnapshot()).toMatchObject({ date: '2026-12-03', title: '2026年12月3日 周四' });
  });
});
