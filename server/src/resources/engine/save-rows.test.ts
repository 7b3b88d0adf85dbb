// saveRows through the real app (patient 用药记录): all or none, rows of the named parent only, the add/delete codes
// asked for the rows added or deleted. PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../http/testing/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Envelope = { success: boolean; code: number; message: string; result: any };

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const res = await t.call(method, `/jeecg-boot${url}`, { token, ...(payload ? { payload } : {}) });
  return res.json() as Envelope;
}

async function patient(name: string): Promise<string> {
  const saved = await call(admin, 'POST', '/chronic/patient/add', { name, sex: '1', status: '1' });
  expect(saved.success, saved.message).toBe(true);
  return (await call(admin, 'GET', `/chronic/patient/list?name=${encodeURIComponent(name)}`)).result
    .records[0].id;
}

const drug = (drugName: string, orderNum: number) => ({
  drugName,
  frequency: 'bid',
  startDate: '2026-11-01',
  orderNum,
});

async function meds(patientId: string): Promise<{ id: string; drugName: string }[]> {
  return (
    await call(admin, 'GET', `/chronic/medication/list?patientId=${patientId}&column=orderNum&order=asc`)
  ).result.records;
}

describe('saveRows: the rows of one parent, all or none', () => {
  it('adds, edits and deletes in one call', async () => {
    const p = await patient(`行保存${Date.now()}`);
    const first = await call(admin, 'POST', '/chronic/medication/saveRows', {
      parentId: p,
      add: [drug('甲', 1), drug('乙', 2), drug('丙', 3)],
    });
    expect(first.success, first.message).toBe(true);
    const [a, b, c] = await meds(p);
    const second = await call(admin, 'POST', '/chronic/medication/saveRows', {
      parentId: p,
      add: [drug('丁', 3)],
      edit: [{ ...drug('乙改', 1), id: b!.id }],
      deleteIds: [a!.id, c!.id],
    });
    expect(second.success, second.message).toBe(true);
    expect((await meds(p)).map((m) => m.drugName)).toEqual(['乙改', '丁']);
  });

  it('a row the server refuses leaves every row as it was', async () => {
    const p = await patient(`行原子${Date.now()}`);
    await call(admin, 'POST', '/chronic/medication/saveRows', {
      parentId: p,
      add: [drug('甲', 1), drug('乙', 2)],
    });
    const before = await meds(p);
    const refused = await call(admin, 'POST', '/chronic/medication/saveRows', {
      parentId: p,
      deleteIds: [before[0]!.id],
      edit: [{ ...drug('乙改', 1), id: before[1]!.id }],
      // the last row breaks a rule only the server checks: its prescriber is no user of the tenant
      add: [drug('丙', 3), { ...drug('丁', 4), prescriber: 'no-such-user' }],
    });
    expect(refused.success).toBe(false);
    expect(refused.message).not.toMatch(/insert|select|sql/i);
    expect(await meds(p)).toEqual(before);
  });

  it("rows of another patient are not found through this patient's save", async () => {
    const mine = await patient(`行归属${Date.now()}`);
    const other = await patient(`行他人${Date.now()}`);
    await call(admin, 'POST', '/chronic/medication/saveRows', { parentId: other, add: [drug('别人的', 1)] });
    const [theirs] = await meds(other);
    for (const body of [
      { parentId: mine, deleteIds: [theirs!.id] },
      { parentId: mine, edit: [{ ...drug('改别人的', 1), id: theirs!.id }] },
    ]) {
      const answer = await call(admin, 'POST', '/chronic/medication/saveRows', body);
      expect(answer.success).toBe(false);
    }
    expect((await meds(other)).map((m) => m.drugName)).toEqual(['别人的']);
  });

  it('an added row belongs to the named parent whatever it says', async () => {
    const mine = await patient(`行父${Date.now()}`);
    const other = await patient(`行非父${Date.now()}`);
    const saved = await call(admin, 'POST', '/chronic/medication/saveRows', {
      parentId: mine,
      add: [{ ...drug('甲', 1), patientId: other }],
    });
    expect(saved.success, saved.message).toBe(true);
    expect((await meds(mine)).map((m) => m.drugName)).toEqual(['甲']);
    expect(await meds(other)).toEqual([]);
  });
});
