// The business operations through the real app and contract (responses validated against the document): resource
// lists with super queries, tenant isolation, dictionaries, pickers, reports, areas, exports and imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedBusiness } from '../seed/business.js';
import { seedIds } from '../seed/identity.js';
import { writeSheet } from '../resources/engine/xlsx-io.js';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.transaction((tx) => seedBusiness(tx, seedIds));
  for (const u of ['admin', 'tenant2admin']) token[u] = await t.login(u);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function get(user: string, url: string) {
  const res = await t.call('GET', `/jeecg-boot${url}`, { token: token[user]! });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return {
    status: res.statusCode,
    headers: res.headers,
    raw: res.rawPayload,
    body: (isJson ? res.json() : null) as any,
  };
}
const sq = (rules: unknown[], match = 'and') =>
  `superQueryParams=${encodeURIComponent(encodeURIComponent(JSON.stringify(rules)))}&superQueryMatchType=${match}`;

describe('resource lists over HTTP', () => {
  it('pages patients with a super query and dictionary labels', async () => {
    const r = await get(
      'admin',
      `/chronic/patient/list?pageSize=50&${sq([
        { field: 'sex', rule: 'eq', val: '2' },
        { field: 'age', rule: 'ge', val: '60' },
      ])}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(
      r.body.result.records.every((p: any) => p.sex === '2' && p.age >= 60 && p.sex_dictText === '女'),
    ).toBe(true);
    expect(r.body.result.total).toBeGreaterThan(0);
  });
  it('hostile super queries are business failures without SQL text', async () => {
    for (const rules of [
      [{ field: 'name; DROP TABLE chronic_patient', rule: 'eq', val: 'x' }],
      [{ field: 'age', rule: 'eq', val: "1' OR '1'='1" }],
      [{ field: 'name', rule: 'union', val: 'x' }],
    ]) {
      const r = await get('admin', `/chronic/patient/list?${sq(rules)}`);
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(false);
      expect(r.body.code).toBe(500);
      expect(r.body.message).not.toMatch(/select|syntax|relation|chronic_patient/i);
    }
    const malformed = await get('admin', '/chronic/patient/list?superQueryParams=%5B%7B');
    expect(malformed.body.message).toBe('高级查询参数格式错误');
  });
  it("another tenant's patient answers 404; the lists never mix", async () => {
    const mine = await get('admin', '/chronic/patient/list?pageSize=1');
    const id = mine.body.result.records[0].id;
    expect((await get('tenant2admin', `/chronic/patient/queryById?id=${id}`)).status).toBe(404);
    const theirs = await get('tenant2admin', '/chronic/patient/list?pageSize=1000');
    expect(theirs.body.result.total).toBe(24);
    expect(theirs.body.result.records.some((p: any) => p.id === id)).toBe(false);
  });
  it('user, role and position lists answer within the tenant', async () => {
    const users = await get('admin', '/sys/user/list?pageSize=100');
    expect(users.body.success).toBe(true);
    expect(users.body.result.records.some((u: any) => u.username === 'tenant2admin')).toBe(false);
    expect((await get('admin', '/sys/role/list')).body.success).toBe(true);
    const positions = await get('admin', `/sys/position/list?name=${encodeURIComponent('*医师*')}`);
    expect(positions.body.result.records.map((p: any) => p.name)).toEqual([
      '主任医师',
      '副主任医师',
      '主治医师',
      '住院医师',
    ]);
    expect(positions.body.result.records[0].postRank_dictText).toBe('正高');
    expect(positions.body.result.records[0].rank_dictText).toBe('正高');
  });
});

describe('dictionaries, pickers, reports and areas over HTTP', () => {
  it('dictionary items, tree data refusal and areas', async () => {
    expect((await get('admin', '/sys/dict/getDictItems/sex')).body.result.map((o: any) => o.text)).toEqual([
      '男',
      '女',
    ]);
    const tree = await get(
      'admin',
      '/sys/dict/loadTreeData?tableName=sys_user&text=username&code=id&pidField=id',
    );
    expect(tree.body.success).toBe(false);
    expect(
      (await get('admin', '/sys/area/list?type=city&pid=440000')).body.result.some(
        (c: any) => c.text === '深圳市',
      ),
    ).toBe(true);
  });
  it('the user picker and the patient report', async () => {
    const picker = await get('admin', '/sys/user/queryUserComponentData?pageNo=1&pageSize=10');
    expect(picker.body.success).toBe(true);
    expect(picker.body.result.records.length).toBeGreaterThan(0);
    const cols = await get('admin', '/online/cgreport/api/getRpColumns/patient_report');
    const data = await get(
      'admin',
      `/online/cgreport/api/getData/${cols.body.result.cgRpConfigId}?pageSize=5&sex=1`,
    );
    expect(data.body.result.records.length).toBe(5);
  });
});

describe('export and import over HTTP', () => {
  it('exports an xlsx attachment named after the resource', async () => {
    const r = await get('admin', '/chronic/patient/exportXls?sex=1');
    expect(r.status).toBe(200);
    expect(String(r.headers['content-disposition'])).toContain(encodeURIComponent('患者列表.xlsx'));
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.raw.subarray(0, 2).toString('latin1')).toBe('PK');
  });
  it('a partial import answers success with code 201 and the error file', async () => {
    const data = writeSheet(
      ['姓名', '性别'],
      [
        ['接口导入', '男'],
        ['', '女'],
      ],
    );
    const boundary = '----clinic';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="p.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.call('POST', '/jeecg-boot/chronic/patient/importExcel', {
      token: token.admin!,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const body = res.json() as any;
    expect(body.success).toBe(true);
    expect(body.code).toBe(201);
    expect(body.result.fileUrl).toMatch(/^\/sys\/common\/static\/import\//);
    // the stored path holds slashes: the wildcard route takes it raw, as clients append it to the static domain
    const url = body.result.fileUrl as string;
    expect(url.replace('/sys/common/static/', '')).toContain('/');
    const file = await get('admin', url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get('tenant2admin', url)).status).toBe(404);
  });
});
