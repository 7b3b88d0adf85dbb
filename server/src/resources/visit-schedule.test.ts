// 随访计划, 随访记录, 患者异常 and 干预记录 over HTTP: a recorded visit schedules the next one by the plan's interval,
// an overdue visit and a high blood pressure each raise one 患者异常 message to the patient's responsible doctor in
// the tenant (never twice, never to another tenant's user), an intervention marks its event 已干预; tenant and
// permission on the new paths.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';
import { rows } from './engine/sql-util.js';

type Rec = Record<string, unknown>;
const VISITS = resources.followup.base;
let t: TestApp;
let admin: string;
let doctor: string;
let other: string;
let doctorId: string;
let foreignDoctorId: string;

const get = (token: string, url: string) => t.call('GET', `/jeecg-boot${url}`, { token });
const send = (token: string, method: string, url: string, payload: unknown) =>
  t.call(method, `/jeecg-boot${url}`, { token, payload });
async function ok(res: Promise<{ json(): unknown }>): Promise<Rec> {
  const body = (await res).json() as Rec;
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body;
}
async function list(token: string, url: string): Promise<Rec[]> {
  const body = await ok(get(token, url));
  return (body.result as { records: Rec[] }).records;
}
const day = (offset: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
async function userId(username: string) {
  const [u] = await rows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM sys_user WHERE username = ${username}`,
  );
  return u!.id;
}
async function messagesOf(userId: string) {
  return rows<{ title: string; content: string; redirect: unknown }>(
    t.database.db,
    sql`SELECT title, content, redirect FROM message WHERE user_id = ${userId} AND title LIKE '患者异常%'`,
  );
}
async function addPatient(name: string, doctor: string | null, disease = 'HBP'): Promise<string> {
  const body = await ok(
    send(admin, 'POST', '/chronic/patient/add', {
      name,
      diseaseType: disease,
      ...(doctor ? { doctorId: doctor } : {}),
    }),
  );
  const [p] = await rows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM chronic_patient WHERE name = ${name} AND tenant_id = '1000'`,
  );
  expect(body.success).toBe(true);
  return p!.id;
}
async function visitsOf(patientId: string) {
  return list(admin, `${VISITS}/list?patientId=${patientId}&pageSize=50&column=dueDate&order=asc`);
}

beforeAll(async () => {
  t = await startTestApp();
  await seedDicts(t.database.db);
  admin = await t.login('admin');
  doctor = await t.login('doctor');
  other = await t.login('tenant2admin');
  doctorId = await userId('doctor');
  foreignDoctorId = await userId('second_doctor');
  await ok(
    send(admin, 'POST', '/chronic/followupPlan/add', {
      name: '高血压季度随访',
      diseaseType: 'HBP',
      intervalDays: 30,
      items: 'bp,medication,advice',
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('follow-up visits', () => {
  it('a recorded visit is done, moves the patient last visit and schedules the next by the plan interval', async () => {
    const patientId = await addPatient('随访甲', doctorId);
    const added = await ok(
      send(doctor, 'POST', `${VISITS}/add`, {
        patientId,
        dueDate: day(-1),
        visitDate: day(0),
        way: '1',
        systolic: 128,
        diastolic: 82,
      }),
    );
    expect(added.success).toBe(true);
    const visits = await visitsOf(patientId);
    expect(visits.map((v) => [v.status, v.visitDate ?? null, v.dueDate])).toEqual([
      ['1', day(0), day(-1)],
      ['0', null, day(30)],
    ]);
    expect(visits[1]).toMatchObject({ patientId_dictText: '随访甲', planId_dictText: '高血压季度随访' });
    expect(visits[0]!.status_dictText).toBe('已完成');
    const [p] = await rows<{ last: string }>(
      t.database.db,
      sql`SELECT to_char(last_visit, 'YYYY-MM-DD') AS last FROM chronic_patient WHERE id = ${patientId}`,
    );
    expect(p!.last).toBe(day(0));
    expect(await messagesOf(doctorId)).toEqual([]);
  });

  it('recording the due visit with a high pressure schedules the next and raises one 患者异常 to the doctor', async () => {
    const patientId = await addPatient('随访乙', doctorId);
    await ok(send(doctor, 'POST', `${VISITS}/add`, { patientId, dueDate: day(3) }));
    const [due] = await visitsOf(patientId);
    expect(due).toMatchObject({ status: '0', status_dictText: '待随访' });
    const before = (await messagesOf(doctorId)).length;
    const record = {
      id: due!.id,
      visitDate: day(0),
      way: '1',
      systolic: 152,
      diastolic: 96,
      advice: '加用氨氯地平',
    };
    await ok(send(doctor, 'PUT', `${VISITS}/edit`, record));
    // saved again (a corrected advice): no second event, no second message
    await ok(send(doctor, 'PUT', `${VISITS}/edit`, { ...record, advice: '加用氨氯地平 5mg 每日一次' }));
    const visits = await visitsOf(patientId);
    expect(visits.map((v) => [v.status, v.dueDate])).toEqual([
      ['1', day(3)],
      ['0', day(30)],
    ]);
    const mine = await messagesOf(doctorId);
    expect(mine.length - before).toBe(1);
    expect(mine.at(-1)).toMatchObject({ title: '患者异常：随访乙', redirect: { webUrl: 'patientAbnormal' } });
    const events = await list(doctor, `/chronic/patientAbnormal/list?patientId=${patientId}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind_dictText: '血压异常', status_dictText: '待干预', doctorId });
    expect(String(events[0]!.reason)).toContain('152/96');
  });

  it("a visit on a plan reads the plan's items, and is recorded only with the blood pressure that plan asks for", async () => {
    const patientId = await addPatient('随访丙', doctorId);
    // the first visit, recorded without a plan, schedules the next one on the HBP plan
    await ok(
      send(doctor, 'POST', `${VISITS}/add`, { patientId, dueDate: day(-1), visitDate: day(0), way: '1' }),
    );
    const next = (await visitsOf(patientId)).find((v) => v.status === '0')!;
    expect(next).toMatchObject({
      planId_dictText: '高血压季度随访',
      planItems: 'bp,medication,advice',
      planItems_dictText: '血压,用药调整,随访建议',
    });
    const refused = (await send(doctor, 'PUT', `${VISITS}/edit`, {
      id: next.id,
      visitDate: day(1),
      way: '1',
      systolic: 130,
    }).then((r) => r.json())) as Rec;
    expect(refused).toMatchObject({ success: false, message: '本次随访需记录血压' });
    // nothing of the refused save is kept: still due, no date, no pressure, no visit scheduled after it
    const after = await visitsOf(patientId);
    expect(after.find((v) => v.id === next.id)).toMatchObject({ status: '0' });
    expect(after.find((v) => v.id === next.id)!.visitDate ?? null).toBeNull();
    expect(after.find((v) => v.id === next.id)!.systolic ?? null).toBeNull();
    expect(after).toHaveLength(2);
    await ok(
      send(doctor, 'PUT', `${VISITS}/edit`, {
        id: next.id,
        visitDate: day(1),
        way: '1',
        systolic: 130,
        diastolic: 80,
      }),
    );
    expect((await visitsOf(patientId)).find((v) => v.id === next.id)).toMatchObject({ status: '1' });
  });

  it('an overdue visit turns 已逾期 on reading and raises exactly one message, to the tenant doctor only', async () => {
    const patientId = await addPatient('随访丙', doctorId);
    const adminId = await userId('admin');
    const adminBefore = (await messagesOf(adminId)).length;
    const before = (await messagesOf(doctorId)).length;
    await ok(send(doctor, 'POST', `${VISITS}/add`, { patientId, dueDate: day(-5) }));
    for (let i = 0; i < 3; i++) {
      const visits = await list(doctor, `${VISITS}/list?status=2&patientId=${patientId}`);
      expect(visits.map((v) => v.status_dictText)).toEqual(['已逾期']);
    }
    await list(admin, `/chronic/patientAbnormal/list`);
    expect((await messagesOf(doctorId)).length - before).toBe(1);
    expect((await messagesOf(adminId)).length).toBe(adminBefore);
    const events = await list(doctor, `/chronic/patientAbnormal/list?patientId=${patientId}&kind=1`);
    expect(events).toHaveLength(1);
    expect(String(events[0]!.reason)).toContain(day(-5));
  });

  it('a patient whose doctor left for another tenant raises the event but writes to nobody outside', async () => {
    const patientId = await addPatient('随访丁', null);
    await t.database.db.execute(
      sql`UPDATE chronic_patient SET doctor_id = ${foreignDoctorId} WHERE id = ${patientId}`,
    );
    await ok(send(admin, 'POST', `${VISITS}/add`, { patientId, dueDate: day(-2) }));
    const events = await list(admin, `/chronic/patientAbnormal/list?patientId=${patientId}`);
    expect(events).toHaveLength(1);
    expect(events[0]!.doctorId ?? null).toBeNull();
    expect(await messagesOf(foreignDoctorId)).toEqual([]);
  });

  it('an intervention from an event marks it 已干预; another patient or another tenant is refused', async () => {
    const patientId = await addPatient('随访戊', doctorId);
    const stranger = await addPatient('随访己', doctorId);
    await ok(send(doctor, 'POST', `${VISITS}/add`, { patientId, dueDate: day(-1) }));
    const [event] = await list(doctor, `/chronic/patientAbnormal/list?patientId=${patientId}`);
    const body = {
      abnormalId: event!.id,
      way: '1',
      content: '电话联系，约定本周复诊',
      outcome: '2',
      interveneDate: day(0),
    };
    const wrong = (
      await send(doctor, 'POST', '/chronic/intervention/add', { ...body, patientId: stranger })
    ).json();
    expect(wrong).toMatchObject({ success: false, message: '干预记录的患者与异常事件的患者不一致' });
    const foreign = (await send(other, 'POST', '/chronic/intervention/add', { ...body, patientId })).json();
    expect(foreign.success).toBe(false);
    await ok(send(doctor, 'POST', '/chronic/intervention/add', { ...body, patientId }));
    const [after] = await list(doctor, `/chronic/patientAbnormal/list?patientId=${patientId}`);
    expect(after).toMatchObject({ status: '1', status_dictText: '已干预' });
    const records = await list(doctor, `/chronic/intervention/list?patientId=${patientId}`);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      way_dictText: '电话干预',
      outcome_dictText: '稳定',
      patientId_dictText: '随访戊',
    });
  });

  it('another tenant sees none of these rows; a doctor reads plans but does not write them', async () => {
    expect(await list(other, `${VISITS}/list?pageSize=100`)).toEqual([]);
    expect(await list(other, '/chronic/patientAbnormal/list?pageSize=100')).toEqual([]);
    expect(await list(other, '/chronic/followupPlan/list?pageSize=100')).toEqual([]);
    expect((await list(doctor, '/chronic/followupPlan/list')).map((p) => p.name)).toEqual(['高血压季度随访']);
    const refused = await send(doctor, 'POST', '/chronic/followupPlan/add', {
      name: '糖尿病随访',
      diseaseType: 'T2DM',
      intervalDays: 90,
    });
    expect(refused.json()).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
    // status is the server's: a client cannot mark a due visit done without recording it
    const [due] = await list(doctor, `${VISITS}/list?status=0&pageSize=1`);
    await send(doctor, 'PUT', `${VISITS}/edit`, { id: due!.id, status: '1' });
    const [still] = await list(doctor, `${VISITS}/list?patientId=${due!.patientId}&status=0`);
    expect(still?.id).toBe(due!.id);
  });
});
