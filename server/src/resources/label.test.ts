// 标签管理 (label resource) and 患者档案's 标签 (patient.labelIds) over HTTP: labels added, edited, tenant-scoped and
// permission-checked; a 用户标签 seen only by its creator on every path (list, by id, export, the search select, edit,
// delete); patients carry several, named and filtered by one; a label in use is not deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';
import { roleId } from '../seed/identity.js';
import { readSheet } from './engine/xlsx-io.js';

const DOCTOR_ROLE = roleId('1000', 'doctor');

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
const names = async (token: string, query = '') => {
  const res = (await get(token, `/sys/label/list?pageSize=100${query}`)).json();
  expect(res.success, JSON.stringify(res)).toBe(true);
  return (res.result.records as Rec[]).map((r) => r.name);
};
async function labelId(token: string, name: string): Promise<string> {
  const res = (await get(token, `/sys/label/list?name=${encodeURIComponent(name)}`)).json();
  const found = (res.result.records as Rec[]).find((r) => r.name === name);
  if (!found) throw new Error(`no label ${name}`);
  return String(found.id);
}
async function patients(token: string, query: string) {
  const res = (await get(token, `/chronic/patient/list?pageSize=100&${query}`)).json();
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.result.records as Rec[];
}
async function exported(token: string, query = ''): Promise<string[]> {
  const res = await get(token, `/sys/label/exportXls?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // An export with no rows is a sheet of headers only.
  const sheet = res.rawPayload.length > 0 ? readSheetOrEmpty(res.rawPayload) : [];
  return sheet.map((r) => r['标签名称'] ?? '');
}
function readSheetOrEmpty(data: Buffer): Record<string, string>[] {
  try {
    return readSheet(data).rows;
  } catch {
    return [];
  }
}

describe('labels', () => {
  it('are added with a colour, a type and a state, refused with a bad colour or a taken name, and edited', async () => {
    const bad = await send(admin, 'POST', '/sys/label/add', { name: '高血压', color: 'red', labelType: '1' });
    expect(bad.json().success).toBe(false);
    for (const [name, color, labelType] of [
      ['高血压', '#F5222D', '1'],
      ['独居老人', '#722ED1', '2'],
    ])
      expect((await send(admin, 'POST', '/sys/label/add', { name, color, labelType })).json().success).toBe(
        true,
      );
    const dup = await send(admin, 'POST', '/sys/label/add', {
      name: '高血压',
      color: '#F5222D',
      labelType: '1',
    });
    expect(dup.json()).toMatchObject({ success: false });
    const id = await labelId(admin, '独居老人');
    const edit = await send(admin, 'PUT', '/sys/label/edit', {
      id,
      name: '独居老人',
      color: '#EB2F96',
      labelType: '2',
      status: '1',
    });
    expect(edit.json().success, edit.body).toBe(true);
    const list = (await get(admin, '/sys/label/list?labelType=2')).json();
    expect(list.result.records).toEqual([
      expect.objectContaining({
        name: '独居老人',
        color: '#EB2F96',
        labelType_dictText: '用户标签',
        status: '1',
        status_dictText: '启用',
      }),
    ]);
    expect(await exported(admin)).toEqual(expect.arrayContaining(['高血压', '独居老人']));
  });

  it("are the tenant's own: another tenant reaches none of them on any path", async () => {
    const high = await labelId(admin, '高血压');
    expect(await names(other)).not.toContain('高血压');
    expect((await get(other, `/sys/label/queryById?id=${high}`)).json().success).toBe(false);
    expect(await exported(other)).not.toContain('高血压');
    const search = (
      await get(other, `/sys/dict/loadDict/sys_label,name,id?keyword=${encodeURIComponent('高')}`)
    ).json();
    expect(JSON.stringify(search)).not.toContain('高血压');
    const edit = await send(other, 'PUT', '/sys/label/edit', {
      id: high,
      name: '改名',
      color: '#000000',
      labelType: '1',
      status: '1',
    });
    expect(edit.json().success).toBe(false);
    expect((await send(other, 'DELETE', `/sys/label/delete?id=${high}`, undefined)).json().success).toBe(
      false,
    );
    expect(await names(admin)).toContain('高血压');
  });

  it('are read by doctors (the patient form offers them) and written only with the buttons', async () => {
    expect(await names(doctor)).toContain('高血压');
    const write = await send(doctor, 'POST', '/sys/label/add', {
      name: '医生标签',
      color: '#1890FF',
      labelType: '2',
    });
    expect(write.json().code).toBe(510);
    expect((await get(doctor, '/sys/label/exportXls')).json().code).toBe(510);
  });

  it("a 用户标签 is its creator's alone: list, by id, export, search select, edit and delete", async () => {
    // The doctor role gets the label buttons, so two users of one tenant can each make labels.
    const tree = (await get(admin, '/sys/role/queryTreeList')).json().result.treeList as Rec[];
    const flat = (nodes: Rec[]): Rec[] => nodes.flatMap((n) => [n, ...flat((n.children as Rec[]) ?? [])]);
    const buttons = flat(tree)
      .filter((n) => typeof n.perms === 'string' && n.perms.startsWith('system:label:'))
      .map((n) => n.key);
    expect(buttons.length).toBeGreaterThan(3);
    const held = (await get(admin, `/sys/role/queryRolePermission?roleId=${DOCTOR_ROLE}`)).json()
      .result as string[];
    const saved = await send(admin, 'POST', '/sys/role/saveRolePermission', {
      roleId: DOCTOR_ROLE,
      permissionIds: [...held, ...buttons],
    });
    expect(saved.json().success, saved.body).toBe(true);
    doctor = await t.login('doctor');
    const nurse = await t.login('nurse');

    const mine = await send(doctor, 'POST', '/sys/label/add', {
      name: '我的随访',
      color: '#13C2C2',
      labelType: '2',
    });
    expect(mine.json().success, mine.body).toBe(true);
    const id = await labelId(doctor, '我的随访');
    expect(await names(doctor)).toEqual(expect.arrayContaining(['我的随访', '高血压']));
    // admin's own 独居老人 is admin's: the doctor does not see it.
    expect(await names(doctor)).not.toContain('独居老人');
    for (const token of [admin, nurse]) {
      expect(await names(token)).not.toContain('我的随访');
      expect((await get(token, `/sys/label/queryById?id=${id}`)).json().success).toBe(false);
      expect(await exported(token)).not.toContain('我的随访');
      const search = (
        await get(token, `/sys/dict/loadDict/sys_label,name,id?keyword=${encodeURIComponent('随访')}`)
      ).json();
      expect(search.success, JSON.stringify(search)).toBe(true);
      expect(JSON.stringify(search.result)).not.toContain('我的随访');
      const edit = await send(token, 'PUT', '/sys/label/edit', {
        id,
        name: '被改',
        color: '#000000',
        labelType: '1',
        status: '1',
      });
      expect(edit.json().success).toBe(false);
      expect((await send(token, 'DELETE', `/sys/label/delete?id=${id}`, undefined)).json().success).toBe(
        false,
      );
    }
    expect(await exported(doctor)).toContain('我的随访');
    // Names are unique in the tenant, a colleague's own label included (two alike tags would confuse).
    expect(
      (
        await send(nurse, 'POST', '/sys/label/add', { name: '我的随访', color: '#FA8C16', labelType: '2' })
      ).json().success,
    ).toBe(false);
    expect(
      (
        await send(nurse, 'POST', '/sys/label/add', { name: '高血压', color: '#FA8C16', labelType: '2' })
      ).json().success,
    ).toBe(false);
    expect((await send(doctor, 'DELETE', `/sys/label/delete?id=${id}`, undefined)).json().success).toBe(true);
    await send(admin, 'POST', '/sys/role/saveRolePermission', { roleId: DOCTOR_ROLE, permissionIds: held });
    doctor = await t.login('doctor');
  });
});

describe("a patient's labels", () => {
  it('are stored, named, and filtered by one of them; a foreign label is refused', async () => {
    const high = await labelId(admin, '高血压');
    const alone = await labelId(admin, '独居老人');
    const add = await send(admin, 'POST', '/chronic/patient/add', {
      name: '标签患者甲',
      labelIds: `${high},${alone}`,
    });
    expect(add.json().success, add.body).toBe(true);
    const add2 = await send(admin, 'POST', '/chronic/patient/add', { name: '标签患者乙', labelIds: alone });
    expect(add2.json().success, add2.body).toBe(true);
    const both = await patients(admin, `name=${encodeURIComponent('标签患者*')}`);
    expect(both.find((p) => p.name === '标签患者甲')?.labelIds_dictText).toBe('高血压,独居老人');
    expect((await patients(admin, `labelIds=${high}`)).map((p) => p.name)).toEqual(['标签患者甲']);
    expect((await patients(admin, `labelIds=${alone}`)).map((p) => p.name).sort()).toEqual([
      '标签患者乙',
      '标签患者甲',
    ]);
    // Advanced query: 标签 eq one label.
    const superQuery = encodeURIComponent(
      JSON.stringify([{ field: 'labelIds', rule: 'eq', val: high, type: 'string' }]),
    );
    expect(
      (await patients(admin, `superQueryParams=${superQuery}&superQueryMatchType=and`)).map((p) => p.name),
    ).toEqual(['标签患者甲']);
    // A colleague sees the patient's labels by name, the admin's own one included, and can save the patient as is.
    const seen = (await patients(doctor, `labelIds=${high}`)).find((p) => p.name === '标签患者甲');
    expect(seen?.labelIds_dictText).toBe('高血压,独居老人');
    const kept = await send(doctor, 'PUT', '/chronic/patient/edit', {
      id: seen?.id,
      name: seen?.name,
      labelIds: seen?.labelIds,
      phone: '13900000000',
    });
    expect(kept.json().success, kept.body).toBe(true);

    const theirs = await send(other, 'POST', '/sys/label/add', {
      name: '他院标签',
      color: '#13C2C2',
      labelType: '1',
    });
    expect(theirs.json().success).toBe(true);
    const foreign = await labelId(other, '他院标签');
    const refused = await send(admin, 'POST', '/chronic/patient/add', {
      name: '标签患者丙',
      labelIds: foreign,
    });
    expect(refused.json()).toMatchObject({ success: false, message: '标签不存在' });
  });

  it('keep their label from being deleted, with the number of patients; an unused one goes', async () => {
    const high = await labelId(admin, '高血压');
    const refused = await send(admin, 'DELETE', `/sys/label/delete?id=${high}`, undefined);
    expect(refused.json()).toMatchObject({
      success: false,
      message: '标签「高血压」正用于 1 位患者，请先在患者档案中移除该标签后再删除',
    });
    const batch = await send(admin, 'DELETE', `/sys/label/deleteBatch?ids=${high}`, undefined);
    expect(batch.json().success).toBe(false);
    expect(await names(admin)).toContain('高血压');
    const spare = await send(admin, 'POST', '/sys/label/add', {
      name: '临时',
      color: '#8C8C8C',
      labelType: '1',
    });
    expect(spare.json().success).toBe(true);
    const id = await labelId(admin, '临时');
    expect((await send(admin, 'DELETE', `/sys/label/delete?id=${id}`, undefined)).json().success).toBe(true);
    expect(await names(admin)).not.toContain('临时');
  });
});
