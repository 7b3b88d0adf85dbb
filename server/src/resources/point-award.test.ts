// Points earned by patients' actions over HTTP: recording a follow-up visit and filling a questionnaire write the
// enabled 积分规则 of that 触发动作 to 积分明细, once per visit or result (recorded again or edited: nothing more; the
// database's unique (rule, source) index refuses a second entry), never without an enabled rule, in the patient's
// tenant, in the action's transaction (a refused or failing action writes no points); 积分排行 adds them up.
// Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeCalls, type Rec } from '../http/testing/envelope-calls.js';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';
import { rows } from './engine/sql-util.js';

const VISITS = resources.followup;

let t: TestApp;
let admin: string;
let doctor: string;
let other: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedDicts(t.database.db);
  admin = await t.login('admin');
  doctor = await t.login('doctor');
  other = await t.login('tenant2admin');
});
afterAll(async () => {
  await t?.close();
});

const { call, ok, newestId } = envelopeCalls(() => t);
/** Adds a record and answers the id of the newest row of its table (an add answers a message). */
async function add(token: string, base: string, table: string, body: Rec): Promise<string> {
  await ok(call(token, 'POST', `${base}/add`, body));
  return newestId(table);
}
let n = 0;
const stamp = () => `${Date.now()}${++n}`;

const addRule = (token: string, actionName: string, points: number, action?: string, status = '1') =>
  add(token, '/operation/pointRule', 'op_point_rule', {
    actionName,
    points,
    status,
    ...(action ? { autoAction: action } : {}),
  });
const addPatient = (token: string, name: string) =>
  add(token, '/chronic/patient', 'chronic_patient', { name, diseaseType: 'HBP' });
const recordVisit = (token: string, patientId: string, body: Rec = {}) =>
  add(token, VISITS.base, VISITS.table, {
    patientId,
    dueDate: '2026-11-20',
    visitDate: '2026-11-21',
    way: '1',
    systolic: 128,
    diastolic: 82,
    ...body,
  });
const ledgerOf = async (token: string, patientId: string) =>
  (await ok(call(token, 'GET', `/operation/pointLedger/list?patientId=${patientId}&pageSize=100`))).records!;
const totalOf = async (token: string, patientId: string) =>
  (await ok(call(token, 'GET', `/operation/pointRanking/list?patientId=${patientId}`))).records![0]
    ?.totalPoints;

let followupRule = '';
let questionnaireRule = '';

describe('完成随访 earns points', () => {
  it('once per recorded visit, from every enabled rule of the action only; recorded again or edited: nothing more', async () => {
    followupRule = await addRule(admin, `完成随访${stamp()}`, 10, 'visit');
    const rule = await ok(call(admin, 'GET', `/operation/pointRule/queryById?id=${followupRule}`));
    expect(rule.autoAction_dictText).toBe('完成随访');
    await addRule(admin, `随访停用${stamp()}`, 99, 'visit', '0');
    await addRule(admin, `手工${stamp()}`, 7);
    const patient = await addPatient(admin, `随访积分${stamp()}`);

    const visit = await recordVisit(doctor, patient);
    const entries = await ledgerOf(doctor, patient);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ruleId: followupRule,
      points: 10,
      occurDate: '2026-11-21',
      ruleId_dictText: rule.actionName,
    });
    expect(String(entries[0]!.patientId_dictText)).toMatch(/^随访积分/);
    expect(await totalOf(doctor, patient)).toBe(10);

    // recorded again (the same visit saved with its date) and edited: still one entry
    for (const change of [{ visitDate: '2026-11-21' }, { visitDate: '2026-11-22', advice: '低盐饮食' }])
      await ok(call(doctor, 'PUT', `${VISITS.base}/edit`, { id: visit, ...change }));
    expect(await ledgerOf(doctor, patient)).toHaveLength(1);

    // a due visit earns nothing until it is recorded; then its own entry
    const due = await recordVisit(doctor, patient, { visitDate: undefined, dueDate: '2026-12-20' });
    const open = await ok(call(doctor, 'GET', `${VISITS.base}/queryById?id=${due}`));
    expect(open.visitDate ?? null).toBeNull();
    expect(await ledgerOf(doctor, patient)).toHaveLength(1);
    await ok(call(doctor, 'PUT', `${VISITS.base}/edit`, { id: due, visitDate: '2026-12-19' }));
    expect(await ledgerOf(doctor, patient)).toHaveLength(2);
    expect(await totalOf(doctor, patient)).toBe(20);
  });

  it('the database itself refuses a second entry of one rule for one record', async () => {
    const [entry] = await rows<{ patient_id: string; rule_id: string; source_id: string; tenant_id: string }>(
      t.database.db,
      sql`SELECT patient_id, rule_id, source_id, tenant_id FROM op_point_ledger WHERE source_id IS NOT NULL LIMIT 1`,
    );
    await expect(
      t.database.db.execute(
        sql`INSERT INTO op_point_ledger (id, tenant_id, patient_id, rule_id, points, occur_date, source_id)
            VALUES ('dup-award', ${entry!.tenant_id}, ${entry!.patient_id}, ${entry!.rule_id}, 10, '2026-11-21', ${entry!.source_id})`,
      ),
    ).rejects.toThrow();
  });

  it('a refused or failing visit writes no points', async () => {
    const patient = await addPatient(admin, `失败随访${stamp()}`);
    const refused = await call(doctor, 'POST', `${VISITS.base}/add`, {
      patientId: patient,
      dueDate: '2026-11-20',
      visitDate: '2026-11-21',
      systolic: 999,
    });
    expect(refused.success).toBe(false);
    // a step after the award fails (the patient's 最近随访 refused by a constraint): the whole visit rolls back
    await t.database.db.execute(
      sql.raw(`ALTER TABLE chronic_patient ADD CONSTRAINT test_no_march_visit
               CHECK (last_visit IS NULL OR last_visit::date <> '2026-03-05') NOT VALID`),
    );
    try {
      const res = await t.call('POST', `/jeecg-boot${VISITS.base}/add`, {
        token: doctor,
        payload: { patientId: patient, dueDate: '2026-03-01', visitDate: '2026-03-05', way: '1' },
      });
      expect(res.json().success).toBe(false);
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE chronic_patient DROP CONSTRAINT test_no_march_visit'));
    }
    const visits = await rows(
      t.database.db,
      sql`SELECT id FROM ${sql.identifier(VISITS.table)} WHERE patient_id = ${patient}`,
    );
    expect(visits).toEqual([]);
    expect(await ledgerOf(doctor, patient)).toEqual([]);
    expect(await totalOf(doctor, patient)).toBeUndefined();
  });

  it('awards in the patient’s tenant, by that tenant’s rules only', async () => {
    const theirs = await addPatient(other, `二院随访${stamp()}`);
    // tenant 2000 has no rule of its own yet: tenant 1000's rule earns its patient nothing
    await recordVisit(other, theirs);
    expect(await ledgerOf(other, theirs)).toEqual([]);
    const rule = await addRule(other, `二院完成随访${stamp()}`, 3, 'visit');
    await recordVisit(other, theirs, { dueDate: '2026-11-25', visitDate: '2026-11-26' });
    const entries = await ledgerOf(other, theirs);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ ruleId: rule, points: 3 });
    const [stored] = await rows<{ tenant_id: string }>(
      t.database.db,
      sql`SELECT tenant_id FROM op_point_ledger WHERE patient_id = ${theirs}`,
    );
    expect(stored!.tenant_id).not.toBe(
      (
        await rows<{ tenant_id: string }>(
          t.database.db,
          sql`SELECT tenant_id FROM op_point_rule WHERE id = ${followupRule}`,
        )
      )[0]!.tenant_id,
    );
    // neither clinic sees the other's entries or ranking
    expect(await ledgerOf(admin, theirs)).toEqual([]);
    expect(await totalOf(admin, theirs)).toBeUndefined();
  });
});

const QUESTIONS = [
  {
    key: 'q1',
    title: '心情低落',
    type: 'radio',
    required: true,
    options: [
      { value: 'a', label: '完全不会', score: 0 },
      { value: 'b', label: '好几天', score: 1 },
    ],
  },
];

describe('填写问卷 earns points', () => {
  it('once per filled result, not when refused, not without an enabled rule', async () => {
    questionnaireRule = await addRule(admin, `填写问卷${stamp()}`, 5, 'questionnaire');
    const questionnaire = await add(admin, '/chronic/questionnaire', 'chronic_questionnaire', {
      name: `积分问卷${stamp()}`,
      category: '1',
      questions: JSON.stringify(QUESTIONS),
    });
    await ok(call(admin, 'PUT', '/chronic/questionnaire/edit', { id: questionnaire, status: '1' }));
    const patient = await addPatient(admin, `问卷积分${stamp()}`);
    const fill = (answers: Rec) =>
      call(doctor, 'POST', '/chronic/questionnaireResult/add', {
        patientId: patient,
        questionnaireId: questionnaire,
        answers: JSON.stringify(answers),
      });

    // a required question left unanswered: refused, no points
    expect((await fill({})).success).toBe(false);
    expect(await ledgerOf(doctor, patient)).toEqual([]);

    expect((await fill({ q1: 'b' })).success).toBe(true);
    const entries = await ledgerOf(doctor, patient);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ ruleId: questionnaireRule, points: 5 });
    expect(String(entries[0]!.remark)).toMatch(/^问卷「积分问卷/);
    expect(await totalOf(doctor, patient)).toBe(5);

    // the rule turned off: a second questionnaire filled earns nothing
    await ok(call(admin, 'PUT', '/operation/pointRule/edit', { id: questionnaireRule, status: '0' }));
    expect((await fill({ q1: 'a' })).success).toBe(true);
    expect(await ledgerOf(doctor, patient)).toHaveLength(1);
    expect(await totalOf(doctor, patient)).toBe(5);
  });
});

describe('a deleted visit or result takes its points back', () => {
  const sourcesOf = async (patientId: string) =>
    (
      await rows<{ source_id: string; points: number | string }>(
        t.database.db,
        sql`SELECT source_id, points FROM op_point_ledger WHERE patient_id = ${patientId}`,
      )
    ).map((r) => [r.source_id, Number(r.points)] as const);

  it('removes the entries it earned, in the delete, and leaves the others', async () => {
    // enabled rules of both actions (the earlier tests turned one off)
    await addRule(admin, `删除随访${stamp()}`, 4, 'visit');
    await addRule(admin, `删除问卷${stamp()}`, 6, 'questionnaire');
    const patient = await addPatient(admin, `撤销积分${stamp()}`);
    const kept = await recordVisit(doctor, patient, { dueDate: '2026-10-01', visitDate: '2026-10-02' });
    const dropped = await recordVisit(doctor, patient, { dueDate: '2026-10-20', visitDate: '2026-10-21' });
    const questionnaire = await add(admin, '/chronic/questionnaire', 'chronic_questionnaire', {
      name: `撤销问卷${stamp()}`,
      category: '1',
      questions: JSON.stringify(QUESTIONS),
    });
    await ok(call(admin, 'PUT', '/chronic/questionnaire/edit', { id: questionnaire, status: '1' }));
    await ok(
      call(doctor, 'POST', '/chronic/questionnaireResult/add', {
        patientId: patient,
        questionnaireId: questionnaire,
        answers: JSON.stringify({ q1: 'a' }),
      }),
    );
    const result = await newestId('chronic_questionnaire_result');
    const before = await sourcesOf(patient);
    expect(new Set(before.map(([s]) => s))).toEqual(new Set([kept, dropped, result]));
    const keptPoints = before.filter(([s]) => s === kept).reduce((sum, [, p]) => sum + p, 0);

    await ok(call(admin, 'DELETE', `${VISITS.base}/delete?id=${dropped}`));
    await ok(call(admin, 'DELETE', `/chronic/questionnaireResult/delete?id=${result}`));
    const after = await sourcesOf(patient);
    expect(new Set(after.map(([s]) => s))).toEqual(new Set([kept]));
    expect(Number(await totalOf(admin, patient))).toBe(keptPoints);
  });
});
