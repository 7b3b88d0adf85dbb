// Delete rules of declared references (onRefDelete), through the real app: every declared cascading reference is
// covered (a new one is, unasked); the patient's 用药记录 go with the patient, all in one transaction. PGlite, or
// PostgreSQL when TEST_DATABASE_URL is set.
import { refTargetOf, resources, type FieldDef, type ResourceDef } from '@clinic/sdk/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../http/testing/test-app.js';
import { dependentsOf } from './dependents.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  const res = await t.call(method, `/jeecg-boot${url}`, { token, ...(payload ? { payload } : {}) });
  return res.json() as { success: boolean; message: string; result: any };
}

const all = Object.values(resources) as unknown as ResourceDef[];
const cascading = all.flatMap((def) =>
  def.fields
    .filter((f: FieldDef) => f.onRefDelete === 'cascade')
    .map((f) => ({
      child: def,
      field: f,
      parent: all.find((p) => f.ref !== undefined && p.name === refTargetOf(f.ref)?.resource)!,
    })),
);

describe('declared delete rules', () => {
  it('finds the declared dependents, the patient\u2019s medications among them', () => {
    expect(cascading.map((c) => `${c.parent.name}<-${c.child.name}.${c.field.name}`)).toContain(
      'patient<-medication.patientId',
    );
    expect(dependentsOf('patient').map((d) => d.def.name)).toContain('medication');
    expect(dependentsOf('user')).toEqual([]);
  });

  it('a deleted patient takes its medications with it; another patient\u2019s stay', async () => {
    const add = async (name: string) => {
      const saved = await call('POST', '/chronic/patient/add', { name, sex: '1', status: '1' });
      expect(saved.success, saved.message).toBe(true);
      const found = await call('GET', `/chronic/patient/list?name=${encodeURIComponent(name)}`);
      return found.result.records[0].id as string;
    };
    const stamp = Date.now();
    const [gone, kept] = [await add(`删除级联${stamp}`), await add(`保留${stamp}`)];
    for (const patientId of [gone, gone, kept]) {
      const saved = await call('POST', '/chronic/medication/add', {
        patientId,
        drugName: '二甲双胍',
        frequency: 'bid',
        startDate: '2026-11-01',
      });
      expect(saved.success, saved.message).toBe(true);
    }
    const meds = async (patientId: string) =>
      (await call('GET', `/chronic/medication/list?patientId=${patientId}`)).result.total as number;
    expect([await meds(gone), await meds(kept)]).toEqual([2, 1]);
    const deleted = await call('DELETE', `/chronic/patient/delete?id=${gone}`);
    expect(deleted.success, deleted.message).toBe(true);
    expect([await meds(gone), await meds(kept)]).toEqual([0, 1]);
  });
});
