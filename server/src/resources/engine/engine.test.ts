// The resource engine against a real seeded database: super-query rules vs expected ids computed in JS, filters,
// sorting, paging, tenant isolation, atomic deletes, dictText.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../db/client.js';
import { ApiFailure } from '../../core/index.js';
import { seedBusiness } from '../../seed/business.js';
import { seedDicts } from '../../seed/domain.js';
import { patientResource } from '../patient.js';
import { resourceDeclarations } from '../registry.js';
import { failureOf, openTestDatabase, testContext } from '../test-support.js';
import { answerResource } from './index.js';
import { rows } from './sql-util.js';

type Rec = Record<string, unknown>;
let opened: OpenedDatabase;
let all: Rec[];
let foreignIds: string[];

if (!resourceDeclarations.includes(patientResource)) resourceDeclarations.push(patientResource);

const ctx = () => testContext(opened.db, '1000');
const op = (crud: string) => ({ operationId: `patient_${crud}`, resource: 'patient', crud });
const input = (query: Rec = {}, body: unknown = null) => ({
  query,
  params: {},
  body,
  headers: {},
  files: [],
});

async function list(query: Rec, c = ctx()) {
  return (await answerResource(op('list'), input(query), c)) as {
    records: Rec[];
    total: number;
    size: number;
    current: number;
    pages: number;
  };
}
async function superIds(rules: unknown[], matchType = 'and'): Promise<string[]> {
  const r = await list({
    superQueryParams: encodeURIComponent(JSON.stringify(rules)),
    superQueryMatchType: matchType,
    pageSize: 1000,
  });
  return r.records.map((x) => String(x.id)).sort();
}
const idsWhere = (pred: (r: Rec) => boolean) =>
  all
    .filter(pred)
    .map((r) => String(r.id))
    .sort();

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.db.transaction(async (tx) => {
    await seedBusiness(tx as never);
    await seedDicts(tx as never);
  });
  all = (await list({ pageSize: 1000 })).records;
  foreignIds = (
    await rows<{ id: string }>(opened.db, sql`SELECT id FROM chronic_patient WHERE tenant_id = '2000'`)
  ).map((r) => r.id);
}, 60_000);
afterAll(async () => opened?.close());

describe('list', () => {
  it('pages with the default size and createTime desc', async () => {
    const r = await list({});
    expect(r.size).toBe(10);
    expect(r.total).toBe(230);
    expect(r.pages).toBe(23);
    const times = r.records.map((x) => String(x.createTime));
    expect([...times].sort().reverse()).toEqual(times);
  });
  it('caps pageSize at 1000 and floors pageNo at 1', async () => {
    const r = await list({ pageSize: 5000, pageNo: 0 });
    expect(r.size).toBe(1000);
    expect(r.current).toBe(1);
  });
  it('sorts by allowlisted columns only; any other column is a 400, no column the default sort', async () => {
    const byAge = await list({ column: 'age', order: 'asc', pageSize: 1000 });
    const ages = byAge.records.map((x) => Number(x.age));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    for (const column of ['age; DROP TABLE chronic_patient; --', 'remark', 'tenantId']) {
      const refused = await failureOf(list({ column, order: 'asc' }));
      expect(refused.kind, column).toBe('badRequest');
    }
    const bySexLabel = await list({ column: 'sex_dictText', order: 'asc', pageSize: 1000 });
    const sexes = bySexLabel.records.map((x) => String(x.sex));
    expect(sexes).toEqual([...sexes].sort());
  });
  it('translates dictionaries and limits fields', async () => {
    const r = await list({ field: 'name,sex,nope' });
    const rec = r.records[0]!;
    expect(Object.keys(rec).sort()).toEqual(['id', 'name', 'sex', 'sex_dictText']);
    expect(rec.sex_dictText).toBe(rec.sex === '1' ? '男' : '女');
    const multi = all.find((x) => String(x.diseaseType).includes(','))!;
    expect(String(multi.diseaseType_dictText)).toMatch(/^(高血压|2型糖尿病|冠心病|慢阻肺|慢性肾病),/);
  });
  it('applies the text filter markers and ranges', async () => {
    const someone = all[3]!;
    const surname = String(someone.name).slice(0, 1);
    const starts = await list({ name: `${surname}*`, pageSize: 1000 });
    expect(starts.records.map((x) => String(x.id)).sort()).toEqual(
      idsWhere((r) => String(r.name).startsWith(surname)),
    );
    const ne = await list({ status: '!1', pageSize: 1000 });
    expect(ne.total).toBe(idsWhere((r) => r.status !== '1').length);
    const ge = await list({ age: '>=60', pageSize: 1000 });
    expect(ge.total).toBe(idsWhere((r) => Number(r.age) >= 60).length);
    const range = await list({ birthday_begin: '1960-01-01', birthday_end: '1969-12-31', pageSize: 1000 });
    expect(range.records.map((x) => String(x.id)).sort()).toEqual(
      idsWhere((r) => String(r.birthday) >= '1960-01-01' && String(r.birthday) <= '1969-12-31'),
    );
    const inList = await list({ status: '3,4', pageSize: 1000 });
    expect(inList.total).toBe(idsWhere((r) => r.status === '3' || r.status === '4').length);
  });
});

describe('super query', () => {
  it('every rule on strings matches the JS expectation', async () => {
    const n = String(all[5]!.name);
    const first = n.slice(0, 1);
    const last = n.slice(-1);
    expect(await superIds([{ field: 'name', rule: 'eq', val: n }])).toEqual(idsWhere((r) => r.name === n));
    expect(await superIds([{ field: 'name', rule: 'ne', val: n }])).toEqual(idsWhere((r) => r.name !== n));
    expect(await superIds([{ field: 'name', rule: 'like', val: last }])).toEqual(
      idsWhere((r) => String(r.name).includes(last)),
    );
    expect(await superIds([{ field: 'name', rule: 'right_like', val: first }])).toEqual(
      idsWhere((r) => String(r.name).startsWith(first)),
    );
    expect(await superIds([{ field: 'name', rule: 'left_like', val: last }])).toEqual(
      idsWhere((r) => String(r.name).endsWith(last)),
    );
  });
  it('numeric comparisons', async () => {
    for (const [rule, f] of [
      ['gt', (a: number) => a > 60],
      ['ge', (a: number) => a >= 60],
      ['lt', (a: number) => a < 60],
      ['le', (a: number) => a <= 60],
      ['eq', (a: number) => a === 60],
      ['ne', (a: number) => a !== 60],
    ] as const) {
      expect(await superIds([{ field: 'age', rule, val: '60', type: 'int' }]), rule).toEqual(
        idsWhere((r) => f(Number(r.age))),
      );
    }
    expect(await superIds([{ field: 'age', rule: 'in', val: '50,60,70' }])).toEqual(
      idsWhere((r) => [50, 60, 70].includes(Number(r.age))),
    );
  });
  it('dates, and a date against a datetime column as the whole day', async () => {
    const b = String(all[7]!.birthday);
    expect(await superIds([{ field: 'birthday', rule: 'ge', val: b }])).toEqual(
      idsWhere((r) => String(r.birthday) >= b),
    );
    expect(await superIds([{ field: 'birthday', rule: 'lt', val: b }])).toEqual(
      idsWhere((r) => String(r.birthday) < b),
    );
    const day = String(all[9]!.lastVisit).slice(0, 10);
    const onDay = (r: Rec) => String(r.lastVisit).slice(0, 10);
    expect(await superIds([{ field: 'lastVisit', rule: 'eq', val: day }])).toEqual(
      idsWhere((r) => onDay(r) === day),
    );
    expect(await superIds([{ field: 'lastVisit', rule: 'ne', val: day }])).toEqual(
      idsWhere((r) => onDay(r) !== day),
    );
    expect(await superIds([{ field: 'lastVisit', rule: 'gt', val: day }])).toEqual(
      idsWhere((r) => onDay(r) > day),
    );
    expect(await superIds([{ field: 'lastVisit', rule: 'le', val: day }])).toEqual(
      idsWhere((r) => onDay(r) <= day),
    );
    const dt = String(all[9]!.lastVisit);
    expect(await superIds([{ field: 'lastVisit', rule: 'ge', val: dt }])).toEqual(
      idsWhere((r) => String(r.lastVisit) >= dt),
    );
  });
  it('dictionaries, in lists, and/or', async () => {
    expect(await superIds([{ field: 'sex', rule: 'eq', val: '2', type: 'dict' }])).toEqual(
      idsWhere((r) => r.sex === '2'),
    );
    expect(await superIds([{ field: 'status', rule: 'in', val: ['2', '4'] }])).toEqual(
      idsWhere((r) => r.status === '2' || r.status === '4'),
    );
    const hasCkd = (r: Rec) => String(r.diseaseType).split(',').includes('CKD');
    expect(await superIds([{ field: 'diseaseType', rule: 'eq', val: 'CKD' }])).toEqual(idsWhere(hasCkd));
    const rules = [
      { field: 'sex', rule: 'eq', val: '1' },
      { field: 'age', rule: 'ge', val: '70' },
    ];
    expect(await superIds(rules, 'and')).toEqual(idsWhere((r) => r.sex === '1' && Number(r.age) >= 70));
    expect(await superIds(rules, 'or')).toEqual(idsWhere((r) => r.sex === '1' || Number(r.age) >= 70));
  });
  it('escapes LIKE metacharacters', async () => {
    expect(await superIds([{ field: 'name', rule: 'like', val: '%' }])).toEqual([]);
    expect(await superIds([{ field: 'name', rule: 'like', val: '_' }])).toEqual([]);
    expect(await superIds([{ field: 'name', rule: 'like', val: '\\' }])).toEqual([]);
  });
  it('refuses unknown fields, rules, malformed JSON and wrong value types with clear messages', async () => {
    const sq = (rules: unknown) =>
      list({ superQueryParams: typeof rules === 'string' ? rules : JSON.stringify(rules) });
    expect((await failureOf(sq([{ field: 'nope', rule: 'eq', val: '1' }]))).message).toBe(
      '高级查询字段不存在: nope',
    );
    expect((await failureOf(sq([{ field: 'name', rule: 'regex', val: '1' }]))).message).toMatch(
      /^高级查询规则不存在/,
    );
    expect((await failureOf(sq('[{'))).message).toBe('高级查询参数格式错误');
    expect((await failureOf(sq([{ field: 'age', rule: 'gt', val: 'abc' }]))).message).toBe(
      '查询条件值类型错误: 年龄',
    );
    expect((await failureOf(sq([{ field: 'birthday', rule: 'gt', val: '2020-02-30' }]))).kind).toBe(
      'business',
    );
    expect((await failureOf(list({ superQueryParams: '[]', superQueryMatchType: 'xor' }))).kind).toBe(
      'business',
    );
  });
  it('hostile values stay values: no 500, no SQL in messages, no rows outside the meaning', async () => {
    const hostile = [
      "' OR '1'='1",
      '1; DROP TABLE chronic_patient; --',
      '`name`',
      '/* x */',
      '%2C',
      'a,b',
      '"',
      'x'.repeat(5000),
    ];
    for (const val of hostile) {
      for (const rule of ['eq', 'like', 'in', 'ne', 'right_like']) {
        let got: string[] = [];
        try {
          got = await superIds([{ field: 'name', rule, val }]);
        } catch (e) {
          expect(e).toBeInstanceOf(ApiFailure);
          expect((e as Error).message).not.toMatch(/select|from|where|syntax/i);
          continue;
        }
        if (rule === 'ne') expect(got.length).toBe(all.length);
        else expect(got).toEqual([]);
      }
      const num = await failureOf(superIds([{ field: 'age', rule: 'eq', val }]));
      expect(num.kind).toBe('business');
    }
    const fieldAttack = await failureOf(superIds([{ field: 'name" OR 1=1 --', rule: 'eq', val: 'x' }]));
    expect(fieldAttack.message).not.toMatch(/OR 1=1 --"/);
    expect((await rows(opened.db, sql`SELECT count(*) AS n FROM chronic_patient`))[0]).toBeTruthy();
  });
});

describe('writes and tenancy', () => {
  it('adds with required and unique checks, reads back, edits', async () => {
    const c = ctx();
    expect((await failureOf(answerResource(op('add'), input({}, { sex: '1' }), c))).message).toBe(
      '姓名不能为空',
    );
    const dup = String(all[0]!.idCard);
    expect(
      (await failureOf(answerResource(op('add'), input({}, { name: '测试', idCard: dup }), c))).message,
    ).toBe(`身份证号已存在: ${dup}`);
    await answerResource(
      op('add'),
      input({}, { name: '新患者', sex: '2', birthday: '1980-05-06', age: 46 }),
      c,
    );
    const added = (await list({ name: '新患者' })).records[0]!;
    expect(added.createBy).toBe('admin');
    expect(added.sex_dictText).toBe('女');
    await answerResource(op('edit'), input({}, { id: added.id, name: '新患者2' }), c);
    const back = (await answerResource(op('queryById'), input({ id: added.id }), c)) as Rec;
    expect(back.name).toBe('新患者2');
    expect(back.birthday).toBe('1980-05-06');
    await answerResource(op('delete'), input({ id: added.id }), c);
    expect((await failureOf(answerResource(op('queryById'), input({ id: added.id }), c))).kind).toBe(
      'notFound',
    );
  });
  it("another tenant's ids answer 404 and change nothing", async () => {
    const c = ctx();
    const foreign = foreignIds[0]!;
    expect((await failureOf(answerResource(op('queryById'), input({ id: foreign }), c))).kind).toBe(
      'notFound',
    );
    expect((await failureOf(answerResource(op('edit'), input({}, { id: foreign, name: 'x' }), c))).kind).toBe(
      'notFound',
    );
    expect((await failureOf(answerResource(op('delete'), input({ id: foreign }), c))).kind).toBe('notFound');
    const mine = [String(all[0]!.id), String(all[1]!.id)];
    const batch = answerResource(op('deleteBatch'), input({ ids: [...mine, foreign].join(',') }), c);
    expect((await failureOf(batch)).kind).toBe('notFound');
    expect((await list({ pageSize: 1000 })).total).toBe(230);
    expect((await list({ pageSize: 1000 }, testContext(opened.db, '2000'))).total).toBe(foreignIds.length);
  });
  it('deleteBatch removes all given ids in one go', async () => {
    const c = ctx();
    const ids = [String(all[10]!.id), String(all[11]!.id)];
    await answerResource(op('deleteBatch'), input({ ids: ids.join(',') }), c);
    expect((await list({ pageSize: 1000 })).total).toBe(228);
  });
});
