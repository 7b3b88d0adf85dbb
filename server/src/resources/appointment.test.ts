// 医生排班 and 预约管理 over HTTP: a schedule's slots (结束时间 derived, overlapping sessions refused); bookings into
// them; two bookings of one slot at once: the unique index lets one win and the other reads 该时段已被预约 (never a
// 500); 已取消 frees the slot; a booked schedule is neither deleted nor cut; tenant and permission on each path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';

let t: TestApp;
let admin: string;
let doctor: string;
let researcher: string;
let other: string;
let doctorId: string;
let patients: string[];
beforeAll(async () => {
  t = await startTestApp();
  await seedDicts(t.database.db);
  admin = await t.login('admin');
  doctor = await t.login('doctor');
  researcher = await t.login('researcher');
  other = await t.login('tenant2admin');
  const users = (await get(admin, '/sys/user/list?username=doctor')).json();
  doctorId = String((users.result.records as Rec[]).find((u) => u.username === 'doctor')!.id);
  for (const name of ['预约甲', '预约乙', '预约丙'])
    expect((await send(admin, 'POST', '/chronic/patient/add', { name })).json().success).toBe(true);
  const list = (await get(admin, '/chronic/patient/list?pageSize=100&name=预约*')).json();
  patients = (list.result.records as Rec[]).map((p) => String(p.id));
  expect(patients).toHaveLength(3);
});
afterAll(async () => {
  await t?.close();
});

type Rec = Record<string, unknown>;
const get = (token: string, url: string) => t.call('GET', `/jeecg-boot${url}`, { token });
const send = (token: string, method: string, url: string, payload: unknown) =>
  t.call(method, `/jeecg-boot${url}`, { token, payload });
const DAY = '2031-03-04';

async function scheduleOn(date: string, startTime: string, extra: Rec = {}) {
  return send(admin, 'POST', '/chronic/doctorSchedule/add', {
    doctorId,
    scheduleDate: date,
    session: '1',
    startTime,
    slotMinutes: 20,
    slotCount: 3,
    ...extra,
  });
}
async function schedules(token: string, query: string): Promise<Rec[]> {
  const res = (await get(token, `/chronic/doctorSchedule/list?pageSize=100&${query}`)).json();
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.result.records as Rec[];
}
async function bookings(token: string, query: string): Promise<Rec[]> {
  const res = (await get(token, `/chronic/appointment/list?pageSize=100&${query}`)).json();
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.result.records as Rec[];
}
const book = (token: string, patientId: string, startTime: string, date = DAY) =>
  send(token, 'POST', '/chronic/appointment/add', { patientId, doctorId, apptDate: date, startTime });

describe('doctor schedules', () => {
  it('derive 结束时间 from the slots and refuse overlapping sessions of a doctor and sessions reaching midnight', async () => {
    expect((await scheduleOn(DAY, '08:00')).json().success).toBe(true);
    const [s] = await schedules(admin, `scheduleDate_begin=${DAY}&scheduleDate_end=${DAY}`);
    expect(s).toMatchObject({
      startTime: '08:00:00',
      endTime: '09:00:00',
      doctorId_dictText: '王医生',
      bookedCount: 0,
    });
    const clash = (await scheduleOn(DAY, '08:40', { session: '2' })).json();
    expect(clash).toMatchObject({
      success: false,
      message: '该医生当天 08:00-09:00 已有排班，与本排班时间重叠',
    });
    const twice = (await scheduleOn(DAY, '10:00')).json();
    expect(twice).toMatchObject({ success: false, message: '该医生在该日期的该出诊时段已有排班' });
    const late = (await scheduleOn('2031-03-05', '23:30')).json();
    expect(late).toMatchObject({
      success: false,
      message: '号源时间超出当天，请调整开始时间、每号时长或号源数量',
    });
  });
});

describe('appointments', () => {
  it('book a slot of the schedule, refuse a time between slots, and label patient and doctor', async () => {
    const between = (await book(admin, patients[0]!, '08:10')).json();
    expect(between).toMatchObject({
      success: false,
      message: '所选时段不在该医生当天的排班内，请从预约日历选择空闲时段',
    });
    expect((await book(doctor, patients[0]!, '08:20')).json().success).toBe(true);
    const [b] = await bookings(admin, `apptDate_begin=${DAY}&apptDate_end=${DAY}`);
    expect(b).toMatchObject({
      startTime: '08:20:00',
      endTime: '08:40:00',
      status: '1',
      status_dictText: '已预约',
    });
    expect(b!.patientId).toBe(patients[0]);
    expect(b!.doctorId_dictText).toBe('王医生');
    expect(typeof b!.patientId_dictText).toBe('string');
    const [s] = await schedules(admin, `scheduleDate_begin=${DAY}&scheduleDate_end=${DAY}`);
    expect(s!.bookedCount).toBe(1);
  });

  it('two bookings of one slot at once: one wins, the other reads 该时段已被预约 (the unique index, no 500)', async () => {
    const [a, b] = await Promise.all([
      book(admin, patients[1]!, '08:40'),
      book(doctor, patients[2]!, '08:40'),
    ]);
    const answers = [a.json(), b.json()];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(answers.filter((x) => x.success === true)).toHaveLength(1);
    expect(answers.find((x) => x.success === false)).toMatchObject({
      message: '该时段已被预约，请选择其他时段',
    });
    expect(
      await bookings(admin, `apptDate_begin=${DAY}&apptDate_end=${DAY}&startTime=08:40:00`),
    ).toHaveLength(1);
    // The same patient cannot hold two doctors' time either; a sequential second booking reads the same answer.
    const again = (await book(admin, patients[0]!, '08:40')).json();
    expect(again).toMatchObject({ success: false, message: '该时段已被预约，请选择其他时段' });
  });

  it('cancelling needs a reason and frees the slot; a booked schedule is neither cut nor deleted', async () => {
    const [b] = await bookings(admin, `apptDate_begin=${DAY}&apptDate_end=${DAY}&startTime=08:20:00`);
    const noReason = (
      await send(doctor, 'PUT', '/chronic/appointment/edit', { id: b!.id, status: '2' })
    ).json();
    expect(noReason).toMatchObject({ success: false, message: '请填写取消原因' });
    const [s] = await schedules(admin, `scheduleDate_begin=${DAY}&scheduleDate_end=${DAY}`);
    const cut = (
      await send(admin, 'PUT', '/chronic/doctorSchedule/edit', { id: s!.id, slotCount: 1 })
    ).json();
    expect(cut).toMatchObject({
      success: false,
      message: '有 2 个预约的时段不在调整后的排班内，请先取消这些预约再调整排班',
    });
    const del = (
      await send(admin, 'DELETE', `/chronic/doctorSchedule/delete?id=${String(s!.id)}`, undefined)
    ).json();
    expect(del).toMatchObject({ success: false, message: '所选排班还有 2 个有效预约，请先取消预约后再删除' });
    const cancel = await send(doctor, 'PUT', '/chronic/appointment/edit', {
      id: b!.id,
      status: '2',
      cancelReason: '患者临时有事',
    });
    expect(cancel.json().success, cancel.body).toBe(true);
    expect((await book(admin, patients[1]!, '08:20')).json().success).toBe(true);
    const slot = await bookings(admin, `apptDate_begin=${DAY}&apptDate_end=${DAY}&startTime=08:20:00`);
    expect(slot.map((r) => r.status).sort()).toEqual(['1', '2']);
    // Back to 已预约 while the slot is taken again: the index refuses it as well.
    const revive = (await send(admin, 'PUT', '/chronic/appointment/edit', { id: b!.id, status: '1' })).json();
    expect(revive).toMatchObject({ success: false, message: '该时段已被预约，请选择其他时段' });
  });

  it('are the tenant’s own and need their permission codes', async () => {
    expect(await bookings(other, `apptDate_begin=${DAY}&apptDate_end=${DAY}`)).toEqual([]);
    expect(await schedules(other, `scheduleDate_begin=${DAY}&scheduleDate_end=${DAY}`)).toEqual([]);
    // Another tenant cannot book into tenant 1000's schedule with its doctor and patients.
    expect((await book(other, patients[0]!, '08:00')).json().success).toBe(false);
    const res = await get(researcher, '/chronic/appointment/list');
    expect(res.json()).toMatchObject({ success: false, code: 510 });
    // Doctors read schedules but do not write them.
    const add = (
      await send(doctor, 'POST', '/chronic/doctorSchedule/add', {
        doctorId,
        scheduleDate: '2031-03-06',
        session: '1',
        startTime: '08:00',
        slotMinutes: 15,
        slotCount: 4,
      })
    ).json();
    expect(add).toMatchObject({ success: false, code: 510 });
  });
});
