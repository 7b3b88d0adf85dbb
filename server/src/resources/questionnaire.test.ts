// 问卷管理 and 问卷结果 over HTTP: questions and bands checked and stored, a draft not filled and not published empty,
// the score and band computed by the server from the answers (a client's 总分 and 结论 ignored), per dimension too,
// results found by patient and by band, exported, tenant-scoped; a questionnaire with results is not deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';
import { readSheet } from './engine/xlsx-io.js';

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

type Rec = Record<string, unknown>;
const get = (token: string, url: string) => t.call('GET', `/jeecg-boot${url}`, { token });
const send = (token: string, method: string, url: string, payload: unknown) =>
  t.call(method, `/jeecg-boot${url}`, { token, payload });
const ok = async (res: Promise<{ json(): Rec }>) => {
  const body = (await res).json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.result as Rec;
};
const refused = async (res: Promise<{ json(): Rec }>) => {
  const body = (await res).json();
  expect(body.success, JSON.stringify(body)).toBe(false);
  return String(body.message);
};

const OPTIONS = [
  { value: 'a', label: '完全不会', score: 0 },
  { value: 'b', label: '好几天', score: 1 },
  { value: 'c', label: '几乎每天', score: 3 },
];
const QUESTIONS = [
  { key: 'q1', title: '心情低落', type: 'radio', required: true, dimension: '情感', options: OPTIONS },
  { key: 'q2', title: '睡眠不好', type: 'radio', required: true, dimension: '躯体', options: OPTIONS },
  {
    key: 'q3',
    title: '伴随症状',
    type: 'checkbox',
    dimension: '躯体',
    options: [
      { value: 'x', label: '头痛', score: 2 },
      { value: 'y', label: '乏力', score: 1 },
    ],
  },
  { key: 'q4', title: '体重(kg)', type: 'number', min: 20, max: 300 },
  { key: 'q5', title: '上次就诊日期', type: 'date' },
  { key: 'q6', title: '补充说明', type: 'text' },
];
const BANDS = [
  { min: 0, max: 4, label: '正常' },
  { min: 5, max: 9, label: '轻度' },
  { min: 10, max: null, label: '重度' },
];

let questionnaireId = '';
let patientId = '';

describe('questionnaires', () => {
  it('check questions and bands, count the questions and refuse publishing one without questions', async () => {
    expect(
      await refused(
        send(admin, 'POST', '/chronic/questionnaire/add', { name: '空问卷', status: '1', questions: '[]' }),
      ),
    ).toBe('问卷还没有题目，不能发布');
    expect(
      await refused(
        send(admin, 'POST', '/chronic/questionnaire/add', {
          name: '坏问卷',
          questions: JSON.stringify([{ key: 'q1', title: '单选', type: 'radio', options: [OPTIONS[0]] }]),
        }),
      ),
    ).toBe('第1题至少需要2个选项');
    expect(
      await refused(
        send(admin, 'POST', '/chronic/questionnaire/add', {
          name: '坏分级',
          bands: JSON.stringify([
            { min: 0, max: 5, label: '正常' },
            { min: 5, max: 9, label: '轻度' },
          ]),
        }),
      ),
    ).toBe('结果分级「正常」与「轻度」的分数范围重叠');
    const draft = await ok(
      send(admin, 'POST', '/chronic/questionnaire/add', {
        name: '情绪评估',
        category: '1',
        scoring: 'dimension',
        questions: JSON.stringify(QUESTIONS),
        bands: JSON.stringify(BANDS),
      }),
    );
    const list = await ok(get(admin, '/chronic/questionnaire/list?name=情绪评估'));
    const row = (list.records as Rec[])[0]!;
    expect(row).toMatchObject({ name: '情绪评估', status: '0', questionCount: 6, status_dictText: '草稿' });
    questionnaireId = String(row.id ?? draft.id);
    // 题目数 is the server's count, never the client's.
    expect(
      await refused(
        send(admin, 'PUT', '/chronic/questionnaire/edit', { id: questionnaireId, questionCount: 99 }),
      ),
    ).toBe('不允许的参数：questionCount');
    const again = await ok(get(admin, `/chronic/questionnaire/queryById?id=${questionnaireId}`));
    expect(again.questionCount).toBe(6);
  });

  it('a draft is not filled; a published one is scored by the server, whatever score the client sends', async () => {
    const patient = await ok(
      send(admin, 'POST', '/chronic/patient/add', { name: '问卷患者', diseaseType: 'HBP' }),
    );
    const found = await ok(get(admin, '/chronic/patient/list?name=问卷患者'));
    patientId = String((found.records as Rec[])[0]?.id ?? patient.id);
    const answers = { q1: 'c', q2: 'b', q3: ['x', 'y'], q4: 65, q5: '2026-11-01', q6: '最近工作压力大' };
    expect(
      await refused(
        send(admin, 'POST', '/chronic/questionnaireResult/add', {
          patientId,
          questionnaireId,
          answers: JSON.stringify(answers),
        }),
      ),
    ).toBe('问卷「情绪评估」尚未发布，不能填写');
    await ok(send(admin, 'PUT', '/chronic/questionnaire/edit', { id: questionnaireId, status: '1' }));
    // A client's 总分 is not taken: the request is refused, and the server's score stands.
    expect(
      await refused(
        send(doctor, 'POST', '/chronic/questionnaireResult/add', {
          patientId,
          questionnaireId,
          answers: JSON.stringify(answers),
          score: 0,
          band: '正常',
        }),
      ),
    ).toBe('不允许的参数：score');
    await ok(
      send(doctor, 'POST', '/chronic/questionnaireResult/add', {
        patientId,
        questionnaireId,
        answers: JSON.stringify(answers),
      }),
    );
    const list = await ok(get(doctor, `/chronic/questionnaireResult/list?patientId=${patientId}`));
    const [result] = list.records as Rec[];
    // 3 (q1) + 1 (q2) + 2 + 1 (q3) = 7: 轻度; 情感 3, 躯体 4.
    expect(result).toMatchObject({
      patientId,
      patientId_dictText: '问卷患者',
      questionnaireId_dictText: '情绪评估',
      score: 7,
      band: '轻度',
    });
    expect(JSON.parse(String(result!.dimensionScores))).toEqual({ 情感: 3, 躯体: 4 });
    const full = await ok(get(admin, `/chronic/questionnaireResult/queryById?id=${String(result!.id)}`));
    expect(JSON.parse(String(full.answers))).toMatchObject({ q1: 'c', q3: 'x,y', q4: '65' });
  });

  it('refuses unanswered required questions, foreign options and out-of-range numbers', async () => {
    const add = (answers: Rec) =>
      refused(
        send(admin, 'POST', '/chronic/questionnaireResult/add', {
          patientId,
          questionnaireId,
          answers: JSON.stringify(answers),
        }),
      );
    expect(await add({ q1: 'a' })).toBe('请回答第2题：睡眠不好');
    expect(await add({ q1: 'z', q2: 'a' })).toBe('第1题的答案不是它的选项');
    expect(await add({ q1: 'a', q2: 'a', q4: 500 })).toBe('第4题的数值应在20到300之间');
    const list = await ok(get(admin, `/chronic/questionnaireResult/list?patientId=${patientId}`));
    expect(list.total).toBe(1);
  });

  it('results are found by band and exported; another tenant sees none and cannot fill ours', async () => {
    await ok(
      send(admin, 'POST', '/chronic/questionnaireResult/add', {
        patientId,
        questionnaireId,
        answers: JSON.stringify({ q1: 'a', q2: 'a' }),
      }),
    );
    const mild = await ok(get(admin, `/chronic/questionnaireResult/list?band=${encodeURIComponent('轻度')}`));
    expect((mild.records as Rec[]).map((r) => r.score)).toEqual([7]);
    const res = await get(admin, '/chronic/questionnaireResult/exportXls');
    expect(res.statusCode).toBe(200);
    const sheet = readSheet(res.rawPayload).rows;
    expect(sheet.map((r) => [r['患者'], r['问卷'], r['总分'], r['评估结论']])).toEqual(
      expect.arrayContaining([
        ['问卷患者', '情绪评估', '7', '轻度'],
        ['问卷患者', '情绪评估', '0', '正常'],
      ]),
    );
    const theirs = await ok(get(other, '/chronic/questionnaireResult/list'));
    expect(theirs.total).toBe(0);
    expect((await ok(get(other, '/chronic/questionnaire/list'))).total).toBe(0);
    await refused(
      send(other, 'POST', '/chronic/questionnaireResult/add', {
        patientId,
        questionnaireId,
        answers: JSON.stringify({ q1: 'a', q2: 'a' }),
      }),
    );
  });

  it('a questionnaire with results is not deleted; the doctor reads questionnaires but does not write them', async () => {
    expect(
      await refused(send(admin, 'DELETE', `/chronic/questionnaire/delete?id=${questionnaireId}`, undefined)),
    ).toBe('问卷「情绪评估」已有 2 份填写结果，不能删除；不再使用请改为草稿');
    expect((await ok(get(doctor, '/chronic/questionnaire/list'))).total).toBeGreaterThan(0);
    const denied = (
      await send(doctor, 'PUT', '/chronic/questionnaire/edit', { id: questionnaireId, status: '0' })
    ).json();
    expect(denied.success).toBe(false);
  });
});
