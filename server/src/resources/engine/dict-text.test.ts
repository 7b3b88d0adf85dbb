// Declared value lists answer their labels: 长期用药 reads 是/否 and 字典类型 字符串/数字, never the stored 1/0.
// PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../http/testing/test-app.js';
import { seedDicts } from '../../seed/domain.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  await seedDicts(t.database.db);
  admin = await t.login('admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Envelope = { success: boolean; message: string; result: any };

async function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const res = await t.call(method, `/jeecg-boot${url}`, { token: admin, ...(payload ? { payload } : {}) });
  return res.json() as Envelope;
}

describe('enum fields carry their dictionary labels', () => {
  it('长期用药 answers 是 and 否', async () => {
    const name = `标签${Date.now()}`;
    expect((await call('POST', '/chronic/patient/add', { name, sex: '1', status: '1' })).success).toBe(true);
    const patientId = (await call('GET', `/chronic/patient/list?name=${encodeURIComponent(name)}`)).result
      .records[0].id;
    const drug = { drugName: '二甲双胍', frequency: 'bid', startDate: '2026-11-01' };
    const saved = await call('POST', '/chronic/medication/saveRows', {
      parentId: patientId,
      add: [
        { ...drug, longTerm: '1', orderNum: 1 },
        { ...drug, longTerm: '0', orderNum: 2 },
      ],
    });
    expect(saved.success, saved.message).toBe(true);
    const rows = (
      await call('GET', `/chronic/medication/list?patientId=${patientId}&column=orderNum&order=asc`)
    ).result.records;
    expect(rows.map((r: any) => [r.longTerm, r.longTerm_dictText])).toEqual([
      ['1', '是'],
      ['0', '否'],
    ]);
  });

  it('字典类型 answers 字符串 or 数字', async () => {
    const rows = (await call('GET', '/sys/dict/list?pageSize=100')).result.records as any[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.type_dictText).toBe(row.type === 1 ? '数字' : '字符串');
  });
});

describe('platform dictionaries are read by a tenant, never written', () => {
  it('marks them 平台, refuses an edit or a delete, and leaves them unchanged', async () => {
    const rows = (await call('GET', '/sys/dict/list?dictCode=yes_no')).result.records as any[];
    const platform = rows.find((r) => r.source === 'platform');
    expect(platform?.source_dictText).toBe('平台');
    const edit = await call('POST', '/sys/dict/edit', { ...platform, dictName: '改名' });
    expect(edit.success).toBe(false);
    const del = await t.call('DELETE', `/jeecg-boot/sys/dict/delete?id=${platform.id}`, { token: admin });
    expect((del.json() as Envelope).success).toBe(false);
    const after = (await call('GET', '/sys/dict/list?dictCode=yes_no')).result.records as any[];
    expect(after.find((r) => r.id === platform.id)?.dictName).toBe(platform.dictName);

    const own = await call('POST', '/sys/dict/add', { dictName: '本院字典', dictCode: `own_${Date.now()}` });
    expect(own.success, own.message).toBe(true);
    const mine = (await call('GET', '/sys/dict/list?dictName=本院字典')).result.records as any[];
    expect(mine.map((r) => r.source_dictText)).toEqual(['本租户']);
  });
});

describe('a written dictionary value is one the dictionary holds', () => {
  it("refuses a made-up 用药频次 with the row beside it, writes nothing, and takes the dictionary's values", async () => {
    const name = `字典值${Date.now()}`;
    expect((await call('POST', '/chronic/patient/add', { name, sex: '1', status: '1' })).success).toBe(true);
    const patientId = (await call('GET', `/chronic/patient/list?name=${encodeURIComponent(name)}`)).result
      .records[0].id;
    const drug = { drugName: '阿司匹林', frequency: 'bid', startDate: '2026-11-01', orderNum: 1 };
    const wrongFrequency = await call('POST', '/chronic/medication/saveRows', {
      parentId: patientId,
      add: [drug, { ...drug, frequency: 'hourly', orderNum: 2 }],
    });
    expect(wrongFrequency).toMatchObject({ success: false, message: '用药频次不在可选范围内：hourly' });
    const list = async () =>
      (await call('GET', `/chronic/medication/list?patientId=${patientId}`)).result.records as unknown[];
    expect(await list()).toHaveLength(0);
    const ok = await call('POST', '/chronic/medication/saveRows', { parentId: patientId, add: [drug] });
    expect(ok.success, ok.message).toBe(true);
    expect(await list()).toHaveLength(1);
  });
});

describe('a field declared with allowInput keeps typed text', () => {
  it('stores a 剂量单位 its dictionary lacks, shows it as typed, and still bounds its length', async () => {
    const name = `自填单位${Date.now()}`;
    expect((await call('POST', '/chronic/patient/add', { name, sex: '1', status: '1' })).success).toBe(true);
    const patientId = (await call('GET', `/chronic/patient/list?name=${encodeURIComponent(name)}`)).result
      .records[0].id;
    const drug = { drugName: '沙丁胺醇气雾剂', frequency: 'prn', startDate: '2026-11-01', orderNum: 1 };
    const typed = await call('POST', '/chronic/medication/saveRows', {
      parentId: patientId,
      add: [
        { ...drug, doseUnit: '喷' },
        { ...drug, drugName: '二甲双胍', doseUnit: 'tablet', orderNum: 2 },
      ],
    });
    expect(typed.success, typed.message).toBe(true);
    const rows = (
      await call('GET', `/chronic/medication/list?patientId=${patientId}&column=orderNum&order=asc`)
    ).result.records as any[];
    expect(rows.map((r) => [r.doseUnit, r.doseUnit_dictText])).toEqual([
      ['喷', '喷'],
      ['tablet', '片'],
    ]);
    const long = await call('POST', '/chronic/medication/saveRows', {
      parentId: patientId,
      add: [{ ...drug, doseUnit: '单'.repeat(21), orderNum: 3 }],
    });
    expect(long.success).toBe(false);
    expect(long.message).toContain('20 个字符');
    // the other dictionary fields of the same row are still checked
    const wrong = await call('POST', '/chronic/medication/saveRows', {
      parentId: patientId,
      add: [{ ...drug, route: 'nasal', orderNum: 3 }],
    });
    expect(wrong).toMatchObject({ success: false, message: '给药途径不在可选范围内：nasal' });
  });
});
