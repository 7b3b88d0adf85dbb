// Declared masks (patient 身份证号 and 手机号) on every read path, through the real app and contract: a doctor sees
// 110101********1234 / 138****5678 in the list, the record and the export (every path, the general export and the
// patient picker too: tests/security/masked-paths.test.ts); the administrator, who holds chronic:patient:unmask
// (查看完整身份证号/手机号), sees them whole. An edit that sends the masked values back keeps the stored ones; a
// masked value that is not the stored one is refused. PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { resources, type FieldDef } from '@clinic/sdk/resources';
import { encodeSuperQueryParams, SUPER_QUERY_RULES } from '@clinic/sdk/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedBusiness } from '../seed/business.js';
import { seedIds } from '../seed/identity.js';
import { readSheet } from './engine/xlsx-io.js';

let t: TestApp;
const token: Record<string, string> = {};
const ID_CARD_MASKED = /^\d{6}\*{8}[\dX]{3}[\dX]$/;
const PHONE_MASKED = /^1\d{2}\*{4}\d{4}$/;

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.transaction((tx) => seedBusiness(tx, seedIds));
  for (const u of ['admin', 'doctor']) token[u] = await t.login(u);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function call(user: string, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  const res = await t.call(method, `/jeecg-boot${url}`, {
    token: token[user]!,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { raw: res.rawPayload, body: (isJson ? res.json() : null) as any };
}

/** A patient the doctor may read, with the identity numbers as stored (read by the administrator). */
async function doctorsPatient() {
  const list = await call('doctor', 'GET', '/chronic/patient/list?pageSize=5&column=createTime&order=asc');
  const id = list.body.result.records[0].id as string;
  const whole = (await call('admin', 'GET', `/chronic/patient/queryById?id=${id}`)).body.result;
  return { id, whole: whole as Record<string, any> };
}

describe('masked patient fields', () => {
  it('the administrator holds the unmask code as a button; the doctor does not', async () => {
    const codes = async (user: string) =>
      (await call(user, 'GET', '/sys/permission/getUserPermissionByToken')).body.result.auth.map(
        (c: { action: string; describe: string }) => `${c.action} ${c.describe}`,
      );
    expect(await codes('admin')).toContain('chronic:patient:unmask 查看完整身份证号/手机号');
    expect((await codes('doctor')).filter((c: string) => c.includes('unmask'))).toEqual([]);
  });

  it('lists: masked for the doctor, whole for the administrator', async () => {
    const doctor = (await call('doctor', 'GET', '/chronic/patient/list?pageSize=20')).body.result.records;
    expect(doctor.length).toBeGreaterThan(0);
    for (const p of doctor) {
      if (p.idCard) expect(p.idCard).toMatch(ID_CARD_MASKED);
      if (p.phone) expect(p.phone).toMatch(PHONE_MASKED);
    }
    const admin = (await call('admin', 'GET', '/chronic/patient/list?pageSize=20')).body.result.records;
    expect(admin.some((p: any) => /^\d{17}[\dX]$/.test(p.idCard ?? ''))).toBe(true);
    expect(admin.every((p: any) => !String(p.idCard ?? '').includes('*'))).toBe(true);
    expect(admin.every((p: any) => !String(p.phone ?? '').includes('*'))).toBe(true);
  });

  it('one record: masked for the doctor, keeping the ends of the stored value', async () => {
    const { id, whole } = await doctorsPatient();
    const seen = (await call('doctor', 'GET', `/chronic/patient/queryById?id=${id}`)).body.result;
    expect(seen.idCard).toBe(`${whole.idCard.slice(0, 6)}${'*'.repeat(8)}${whole.idCard.slice(-4)}`);
    expect(seen.phone).toBe(`${whole.phone.slice(0, 3)}****${whole.phone.slice(-4)}`);
    expect(seen.name).toBe(whole.name);
  });

  it('exports: masked for the doctor, whole for the administrator', async () => {
    const sheet = async (user: string) =>
      readSheet((await call(user, 'GET', '/chronic/patient/exportXls?pageSize=20')).raw).rows;
    const doctor = await sheet('doctor');
    expect(doctor.length).toBeGreaterThan(0);
    expect(doctor.filter((r) => r['身份证号']).every((r) => ID_CARD_MASKED.test(r['身份证号']!))).toBe(true);
    expect(doctor.filter((r) => r['手机号']).every((r) => PHONE_MASKED.test(r['手机号']!))).toBe(true);
    const admin = await sheet('admin');
    expect(admin.some((r) => /^\d{17}[\dX]$/.test(r['身份证号'] ?? ''))).toBe(true);
  });

  it('an edit sending the masked values back keeps the stored ones', async () => {
    const { id, whole } = await doctorsPatient();
    const seen = (await call('doctor', 'GET', `/chronic/patient/queryById?id=${id}`)).body.result;
    const saved = await call('doctor', 'PUT', '/chronic/patient/edit', {
      id,
      name: `${whole.name}改`,
      idCard: seen.idCard,
      phone: seen.phone,
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    const after = (await call('admin', 'GET', `/chronic/patient/queryById?id=${id}`)).body.result;
    expect(after).toMatchObject({ name: `${whole.name}改`, idCard: whole.idCard, phone: whole.phone });
  });

  it('a masked value that is not the stored one is refused, and nothing is written', async () => {
    const { id, whole } = await doctorsPatient();
    const other = `${whole.phone.slice(0, 3)}****${whole.phone.slice(-4) === '0000' ? '1111' : '0000'}`;
    const saved = await call('doctor', 'PUT', '/chronic/patient/edit', {
      id,
      name: '不应写入',
      phone: other,
    });
    expect(saved.body.success).toBe(false);
    expect(saved.body.message).toContain('手机号');
    const after = (await call('admin', 'GET', `/chronic/patient/queryById?id=${id}`)).body.result;
    expect(after).toMatchObject({ name: whole.name, phone: whole.phone, idCard: whole.idCard });
  });

  it('the administrator edits the whole values as before', async () => {
    const { id, whole } = await doctorsPatient();
    const phone = whole.phone === '13912345678' ? '13912345679' : '13912345678';
    const saved = await call('admin', 'PUT', '/chronic/patient/edit', { id, phone });
    expect(saved.body.success, saved.body.message).toBe(true);
    expect((await call('admin', 'GET', `/chronic/patient/queryById?id=${id}`)).body.result.phone).toBe(phone);
  });
});

// Every declared masked field, every rule of the wire's list: what a viewer who sees the field masked may not use to
// read it back (a partial match, a range, an order), generated so a new rule or masked field is covered unasked.
describe('finding patients by a masked field', () => {
  const masked = (resources.patient.fields as readonly FieldDef[]).filter((f) => f.mask !== undefined);
  const partial = SUPER_QUERY_RULES.filter((rule) => rule !== 'eq');
  const superQuery = (field: string, rule: string, val: string) =>
    `/chronic/patient/list?superQueryMatchType=and&superQueryParams=${encodeURIComponent(
      encodeSuperQueryParams([{ field, rule: rule as 'eq', val }]),
    )}`;

  it('covers both masked fields and every rule but eq', () => {
    expect(masked.map((f) => f.name).sort()).toEqual(['idCard', 'phone']);
    expect(partial.length).toBe(SUPER_QUERY_RULES.length - 1);
  });

  for (const f of masked) {
    it(`${f.title}: the doctor finds a patient by the whole value, the answer still masked`, async () => {
      const { id, whole } = await doctorsPatient();
      for (const url of [
        `/chronic/patient/list?${f.name}=${encodeURIComponent(whole[f.name])}`,
        superQuery(f.name, 'eq', whole[f.name]),
      ]) {
        const body = (await call('doctor', 'GET', url)).body;
        expect(body.success, body.message).toBe(true);
        expect(body.result.records.map((r: { id: string }) => r.id)).toContain(id);
        expect(body.result.records.every((r: Record<string, string>) => r[f.name]!.includes('*'))).toBe(true);
      }
    });

    it(`${f.title}: no partial match, range or order for the doctor; all of them for the administrator`, async () => {
      const { whole } = await doctorsPatient();
      const part = String(whole[f.name]).slice(0, 5);
      const urls = [
        ...partial.map((rule) => superQuery(f.name, rule, part)),
        ...[`*${part}*`, `${part}*`, `*${part}`, `!${part}`, `>=${part}`, `<=${part}`].map(
          (v) => `/chronic/patient/list?${f.name}=${encodeURIComponent(v)}`,
        ),
        `/chronic/patient/list?${f.name}_begin=${part}`,
        `/chronic/patient/list?${f.name}_end=${part}`,
        `/chronic/patient/exportXls?superQueryMatchType=and&superQueryParams=${encodeURIComponent(
          encodeSuperQueryParams([{ field: f.name, rule: 'right_like', val: part }]),
        )}`,
      ];
      for (const url of urls) {
        const doctor = await call('doctor', 'GET', url);
        expect(doctor.body?.success, url).toBe(false);
        expect(doctor.body.message, url).toBe(`${f.title}只能按完整号码查询`);
      }
      const sorted = await call('doctor', 'GET', `/chronic/patient/list?column=${f.name}&order=asc`);
      expect(sorted.body.success).toBe(false);
      for (const url of urls.filter((u) => u.includes('superQuery') && !u.includes('export'))) {
        const admin = await call('admin', 'GET', url);
        expect(admin.body.success, `${url}: ${admin.body.message}`).toBe(true);
      }
    });
  }
});
