// Dynamic forms over the real contract, on PGlite or TEST_DATABASE_URL: definitions and data, and the apply/audit
// workflow: each request kind changes the data only once another user approves it, a rejection needs a reason and
// changes nothing, merge keeps the chosen values and removes the duplicate, and another tenant sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';

let t: TestApp;
let researcher: string;
let admin: string;
let formId: string;
const API = '/jeecg-boot/rws/dynamicForm';

const FIELDS = [
  { name: 'name', label: '姓名', type: 'input', required: true },
  { name: 'age', label: '年龄', type: 'inputNumber' },
  {
    name: 'smoke',
    label: '吸烟',
    type: 'radio',
    options: [
      { value: '1', label: '是' },
      { value: '0', label: '否' },
    ],
  },
  { name: 'phone', label: '电话', type: 'input' },
];

type Json = { success: boolean; message: string; code: number; result: any };
async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  query?: Record<string, string>,
) {
  const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
  const res = await t.call(method, `${API}${path}${qs}`, {
    token,
    ...(body === undefined ? {} : { payload: body }),
  });
  return res.json() as Json;
}
const ok = (j: Json) => {
  expect(j.success, j.message).toBe(true);
  return j.result;
};
const records = async (token = researcher) =>
  ok(await call('GET', '/data/list', token, undefined, { formId, pageSize: '100' })).records as Array<{
    id: string;
    data: Record<string, unknown>;
  }>;
const addRecord = async (data: Record<string, unknown>) =>
  ok(await call('POST', '/data/add', admin, { formId, data })).id as string;
const apply = (body: Record<string, unknown>, token = researcher) =>
  call('POST', '/apply/add', token, { formId, ...body });
const audit = (id: string, approve: boolean, reason?: string, token = admin) =>
  call('POST', '/apply/audit', token, { id, approve, ...(reason ? { reason } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  researcher = await t.login('researcher');
  admin = await t.login('admin');
  const form = ok(
    await call('POST', '/form/add', admin, { name: '吸烟情况调查', status: '1', fields: FIELDS }),
  );
  formId = form.id;
});
afterAll(async () => {
  await t?.close();
});

describe('form definitions', () => {
  it('refuses duplicate field names and choice fields without options', async () => {
    const dup = await call('POST', '/form/add', admin, {
      name: '重复',
      fields: [FIELDS[0], { ...FIELDS[0], label: '别名' }],
    });
    expect(dup).toMatchObject({ success: false, message: '字段名重复：name' });
    const bare = await call('POST', '/form/add', admin, {
      name: '无选项',
      fields: [{ name: 'sex', label: '性别', type: 'select' }],
    });
    expect(bare).toMatchObject({ success: false, message: '字段「性别」需要至少一个选项' });
  });

  it('takes data only on a published form and checks the values against its fields', async () => {
    const draft = ok(await call('POST', '/form/add', admin, { name: '草稿表单', fields: FIELDS }));
    expect(draft.status_dictText).toBe('草稿');
    const edited = ok(
      await call('PUT', '/form/edit', admin, {
        id: draft.id,
        name: '草稿表单',
        status: '0',
        fields: FIELDS.slice(0, 2),
      }),
    );
    expect(edited.fields.map((f: { label: string }) => f.label)).toEqual(['姓名', '年龄']);
    const refused = await call('POST', '/data/add', admin, { formId: draft.id, data: { name: '甲' } });
    expect(refused).toMatchObject({ success: false, message: '表单「草稿表单」未发布，不能填写' });
    expect(await call('POST', '/data/add', admin, { formId, data: { age: 3 } })).toMatchObject({
      success: false,
      message: '请填写姓名',
    });
    expect(
      await call('POST', '/data/add', admin, { formId, data: { name: '甲', smoke: '9' } }),
    ).toMatchObject({
      success: false,
      message: '吸烟的选项不存在',
    });
    expect(await call('POST', '/data/add', admin, { formId, data: { name: '甲', x: '1' } })).toMatchObject({
      success: false,
      message: '表单没有字段：x',
    });
  });

  it('will not delete a form that has data', async () => {
    const form = ok(await call('POST', '/form/add', admin, { name: '待删除', status: '1', fields: FIELDS }));
    ok(await call('POST', '/data/add', admin, { formId: form.id, data: { name: '甲' } }));
    const res = await call('DELETE', '/form/delete', admin, undefined, { id: form.id });
    expect(res).toMatchObject({ success: false, message: '表单「待删除」已有1条数据，不能删除' });
  });

  it('filters the data by keyword and by an advanced query over the form fields', async () => {
    await addRecord({ name: '查询甲', age: 30, smoke: '1' });
    await addRecord({ name: '查询乙', age: 70, smoke: '0' });
    const q = (query: Record<string, string>) =>
      call('GET', '/data/list', admin, undefined, { formId, pageSize: '100', ...query });
    const names = async (query: Record<string, string>) =>
      (ok(await q(query)).records as Array<{ data: { name: string } }>).map((r) => r.data.name).sort();
    expect(await names({ keyword: '查询' })).toEqual(['查询乙', '查询甲']);
    const older = JSON.stringify([
      { field: 'age', rule: 'gt', val: '50' },
      { field: 'name', rule: 'like', val: '查询' },
    ]);
    expect(await names({ superQueryParams: encodeURIComponent(older) })).toEqual(['查询乙']);
    const bad = JSON.stringify([{ field: 'password', rule: 'eq', val: '1' }]);
    expect(await q({ superQueryParams: bad })).toMatchObject({
      success: false,
      message: '表单没有字段：password',
    });
  });
});

describe('apply and audit', () => {
  it('adds a record only when another user approves the add request', async () => {
    const req = ok(await apply({ kind: 'add', data: { name: '新增甲', age: 40 } }));
    expect(req).toMatchObject({ status: '0', status_dictText: '待审核', kind_dictText: '新增', mine: true });
    expect((await records()).some((r) => r.data.name === '新增甲')).toBe(false);
    // The applicant cannot audit his own request, even holding the audit code.
    expect(await audit(req.id, true, undefined, researcher)).toMatchObject({
      success: false,
      message: '不能审核自己提交的申请',
    });
    const done = ok(await audit(req.id, true));
    expect(done).toMatchObject({ status: '1', status_dictText: '已通过', auditorName: '管理员' });
    expect(done.history.map((h: { action: string }) => h.action)).toEqual(['提交新增申请', '审核通过']);
    expect((await records()).filter((r) => r.data.name === '新增甲')).toHaveLength(1);
    expect(await audit(req.id, false, '重复')).toMatchObject({
      success: false,
      message: '该申请已审核，不能重复审核',
    });
  });

  it('needs a reason to reject, and a rejected request changes nothing', async () => {
    const id = await addRecord({ name: '删除甲' });
    const req = ok(await apply({ kind: 'delete', dataId: id, reason: '录入重复' }));
    expect(await audit(req.id, false)).toMatchObject({ success: false, message: '请填写驳回原因' });
    const pending = ok(await call('GET', '/apply/queryById', admin, undefined, { id: req.id }));
    expect(pending.status).toBe('0');
    const rejected = ok(await audit(req.id, false, '不是重复数据'));
    expect(rejected).toMatchObject({ status: '2', status_dictText: '已驳回', auditReason: '不是重复数据' });
    expect((await records()).some((r) => r.id === id)).toBe(true);
  });

  it('deletes and edits a record only on approval', async () => {
    const a = await addRecord({ name: '修改前', age: 20 });
    const edit = ok(await apply({ kind: 'edit', dataId: a, data: { name: '修改后', age: 21 } }));
    expect((await records()).find((r) => r.id === a)?.data.name).toBe('修改前');
    // One pending request per record at a time.
    expect(await apply({ kind: 'delete', dataId: a, reason: '作废' })).toMatchObject({
      success: false,
      message: '该数据已有待审核的申请，请等待审核后再提交',
    });
    ok(await audit(edit.id, true));
    expect((await records()).find((r) => r.id === a)?.data).toMatchObject({ name: '修改后', age: 21 });
    const del = ok(await apply({ kind: 'delete', dataId: a, reason: '作废' }));
    expect((await records()).some((r) => r.id === a)).toBe(true);
    ok(await audit(del.id, true));
    expect((await records()).some((r) => r.id === a)).toBe(false);
  });

  it('merges two duplicates keeping the chosen values and removing the duplicate', async () => {
    const keep = await addRecord({ name: '合并甲', age: 50, phone: '' });
    const dup = await addRecord({ name: '合并甲', age: 51, phone: '13800000000' });
    expect(
      await apply({ kind: 'merge', dataId: keep, otherId: keep, data: { name: '合并甲' } }),
    ).toMatchObject({
      success: false,
      message: '请选择两条不同的数据合并',
    });
    const req = ok(
      await apply({
        kind: 'merge',
        dataId: keep,
        otherId: dup,
        data: { name: '合并甲', age: 50, phone: '13800000000' },
      }),
    );
    const detail = ok(await call('GET', '/apply/queryById', admin, undefined, { id: req.id }));
    expect(detail.target.id).toBe(keep);
    expect(detail.other.id).toBe(dup);
    expect((await records()).filter((r) => r.data.name === '合并甲')).toHaveLength(2);
    ok(await audit(req.id, true));
    const left = (await records()).filter((r) => r.data.name === '合并甲');
    expect(left).toEqual([
      expect.objectContaining({ id: keep, data: expect.objectContaining({ age: 50, phone: '13800000000' }) }),
    ]);
  });

  it('an approval that cannot apply rolls back and leaves the request pending', async () => {
    const id = await addRecord({ name: '已消失' });
    const req = ok(await apply({ kind: 'delete', dataId: id, reason: '作废' }));
    await t.database.db.execute(sql`DELETE FROM dyn_form_data WHERE id = ${id}`);
    expect(await audit(req.id, true)).toMatchObject({
      success: false,
      message: '申请涉及的数据已不存在，不能通过',
    });
    const after = ok(await call('GET', '/apply/queryById', admin, undefined, { id: req.id }));
    expect(after.status).toBe('0');
  });

  it('lists my requests and the ones waiting for me', async () => {
    const req = ok(await apply({ kind: 'add', data: { name: '待办甲' } }));
    const ids = async (token: string, scope: string) =>
      (
        ok(await call('GET', '/apply/list', token, undefined, { scope, pageSize: '100' })).records as Array<{
          id: string;
        }>
      ).map((r) => r.id);
    expect(await ids(researcher, 'mine')).toContain(req.id);
    expect(await ids(researcher, 'todo')).not.toContain(req.id);
    expect(await ids(admin, 'todo')).toContain(req.id);
  });

  it("lists one record's requests: the ones on it and a merge that would remove it", async () => {
    const keep = await addRecord({ name: '历史甲', age: 1 });
    const dup = await addRecord({ name: '历史甲', age: 2 });
    const edit = ok(await apply({ kind: 'edit', dataId: dup, data: { name: '历史甲', age: 3 } }));
    ok(await audit(edit.id, true));
    const merge = ok(
      await apply({ kind: 'merge', dataId: keep, otherId: dup, data: { name: '历史甲', age: 1 } }),
    );
    ok(await apply({ kind: 'add', data: { name: '历史乙' } }));
    const about = async (id: string) =>
      (
        ok(await call('GET', '/apply/list', admin, undefined, { dataId: id, pageSize: '100' }))
          .records as Array<{
          id: string;
        }>
      )
        .map((r) => r.id)
        .sort();
    expect(await about(dup)).toEqual([edit.id, merge.id].sort());
    expect(await about(keep)).toEqual([merge.id]);
    // An approved add request names the record it created.
    const add = ok(await apply({ kind: 'add', data: { name: '历史丙' } }));
    ok(await audit(add.id, true));
    const created = (await records()).find((r) => r.data.name === '历史丙')!;
    expect(await about(created.id)).toEqual([add.id]);
  });
});

describe('tenant and permission', () => {
  it("never shows or changes another tenant's forms, data or requests", async () => {
    const other = await t.login('tenant2admin');
    const id = await addRecord({ name: '本租户' });
    const req = ok(await apply({ kind: 'delete', dataId: id, reason: '作废' }));
    expect(ok(await call('GET', '/form/list', other, undefined, { pageSize: '100' })).records).toEqual([]);
    expect(await call('GET', '/data/list', other, undefined, { formId })).toMatchObject({
      success: false,
      message: '表单不存在',
    });
    expect(await call('GET', '/data/queryById', other, undefined, { id })).toMatchObject({ success: false });
    expect(await call('GET', '/apply/queryById', other, undefined, { id: req.id })).toMatchObject({
      success: false,
    });
    expect(await audit(req.id, true, undefined, other)).toMatchObject({
      success: false,
      message: '申请不存在',
    });
    expect(
      await call('POST', '/apply/add', other, { formId, kind: 'delete', dataId: id, reason: 'x' }),
    ).toMatchObject({
      success: false,
      message: '表单不存在',
    });
    expect(ok(await call('GET', '/apply/list', other, undefined, { pageSize: '100' })).records).toEqual([]);
    expect((await records()).some((r) => r.id === id)).toBe(true);
  });

  it('refuses users without the codes (a doctor) with 510', async () => {
    const doctor = await t.login('doctor');
    expect(await call('GET', '/form/list', doctor)).toMatchObject({ success: false, code: 510 });
    expect(await call('POST', '/apply/audit', doctor, { id: '1', approve: true })).toMatchObject({
      success: false,
      code: 510,
    });
  });
});
