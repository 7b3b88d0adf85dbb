// 身份证号 decides 性别, 出生日期 and 年龄 on every write, through the real app and contract: derived when absent,
// refused when contradicting (add, edit, a doctor's edit of a masked record, import), a wrong age replaced.
// PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
import { idCardCheckChar, parseIdCard } from '@clinic/sdk/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedBusiness } from '../seed/business.js';
import { seedIds } from '../seed/identity.js';

let t: TestApp;
const token: Record<string, string> = {};
let serial = 0;

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.transaction((tx) => seedBusiness(tx, seedIds));
  for (const u of ['admin', 'doctor']) token[u] = await t.login(u);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function call(user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await t.call(method, `/jeecg-boot${url}`, {
    token: token[user]!,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return res.json() as { success: boolean; message: string; result: any };
}

/** A fresh valid number: born 1985-11-24, a woman (even 17th digit) unless `male`. */
function idCard(male = false): string {
  serial += 1;
  const first17 = `11010519851124${String(serial).padStart(2, '0')}${male ? 1 : 2}`;
  return first17 + idCardCheckChar(first17)!;
}
const expectedAge = parseIdCard(idCard())!.age;

async function byName(name: string) {
  const list = await call('admin', 'GET', `/chronic/patient/list?name=${encodeURIComponent(name)}`);
  return list.result.records as Record<string, any>[];
}

describe('身份证号 decides 性别 / 出生日期 / 年龄', () => {
  it('an add with the number only gets sex, birthday and age from it', async () => {
    const name = `身份证推导${serial}`;
    const added = await call('admin', 'POST', '/chronic/patient/add', { name, idCard: idCard(true) });
    expect(added.success, added.message).toBe(true);
    const [row] = await byName(name);
    expect(row).toMatchObject({ sex: '1', birthday: '1985-11-24', age: expectedAge });
  });

  it('an add whose sex or birthday contradicts the number is refused in Chinese, and nothing is stored', async () => {
    const name = `身份证矛盾${serial}`;
    const sex = await call('admin', 'POST', '/chronic/patient/add', { name, idCard: idCard(), sex: '1' });
    expect(sex).toMatchObject({ success: false, message: '性别与身份证号不符，身份证号为女性' });
    const birthday = await call('admin', 'POST', '/chronic/patient/add', {
      name,
      idCard: idCard(),
      birthday: '1985-11-25',
    });
    expect(birthday).toMatchObject({ success: false, message: '出生日期与身份证号不符，应为1985-11-24' });
    expect(await byName(name)).toEqual([]);
  });

  it('an age sent with the number is replaced by the age the number gives', async () => {
    const name = `身份证年龄${serial}`;
    const added = await call('admin', 'POST', '/chronic/patient/add', {
      name,
      idCard: idCard(),
      sex: '2',
      birthday: '1985-11-24',
      age: 13,
    });
    expect(added.success, added.message).toBe(true);
    expect((await byName(name))[0]).toMatchObject({ sex: '2', age: expectedAge });
  });

  it('without a valid number the values stand as sent', async () => {
    const name = `无身份证${serial}`;
    const added = await call('admin', 'POST', '/chronic/patient/add', {
      name,
      sex: '1',
      birthday: '1990-01-02',
      age: 30,
    });
    expect(added.success, added.message).toBe(true);
    expect((await byName(name))[0]).toMatchObject({ sex: '1', birthday: '1990-01-02', age: 30 });
  });

  it('an edit is judged against the stored number when it does not send one, also on a masked record', async () => {
    const name = `身份证编辑${serial}`;
    await call('admin', 'POST', '/chronic/patient/add', { name, idCard: idCard() });
    const row = (await byName(name))[0]!;
    const refused = await call('admin', 'PUT', '/chronic/patient/edit', { id: row.id, sex: '1' });
    expect(refused).toMatchObject({ success: false, message: '性别与身份证号不符，身份证号为女性' });

    // the doctor sees the number masked and sends it back as shown: the stored one still decides
    const doctorsId = (
      await call('doctor', 'GET', '/chronic/patient/list?pageSize=1&column=createTime&order=asc')
    ).result.records[0];
    expect(doctorsId.idCard).toContain('*');
    const whole = (await call('admin', 'GET', `/chronic/patient/queryById?id=${doctorsId.id}`)).result;
    const other = whole.sex === '1' ? '2' : '1';
    const masked = await call('doctor', 'PUT', '/chronic/patient/edit', {
      id: doctorsId.id,
      idCard: doctorsId.idCard,
      sex: other,
    });
    expect(masked.success).toBe(false);
    expect(masked.message).toContain('性别与身份证号不符');
    const kept = (await call('admin', 'GET', `/chronic/patient/queryById?id=${doctorsId.id}`)).result;
    expect(kept).toMatchObject({ sex: whole.sex, idCard: whole.idCard, birthday: whole.birthday });

    const agreeing = await call('doctor', 'PUT', '/chronic/patient/edit', {
      id: doctorsId.id,
      idCard: doctorsId.idCard,
      sex: whole.sex,
      remark: '复诊',
    });
    expect(agreeing.success, agreeing.message).toBe(true);
  });

  it('a new number on edit brings its own sex and birthday', async () => {
    const name = `身份证换号${serial}`;
    await call('admin', 'POST', '/chronic/patient/add', { name, idCard: idCard() });
    const [row] = await byName(name);
    const first17 = '44052419800101001';
    const male = first17 + idCardCheckChar(first17)!;
    const saved = await call('admin', 'PUT', '/chronic/patient/edit', { id: row!.id, idCard: male });
    expect(saved.success, saved.message).toBe(true);
    expect((await byName(name))[0]).toMatchObject({ idCard: male, sex: '1', birthday: '1980-01-01' });
  });
});
