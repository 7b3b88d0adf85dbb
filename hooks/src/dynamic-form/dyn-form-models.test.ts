// The 动态表单 models over a recording client: the designer's generated names and checks, the merge of two records,
// stored values, and the audit refusing a rejection without a reason before any call.
import { describe, expect, it, vi } from 'vitest';
import { createDynApplyListModel, createDynApplyModel } from './dyn-data-models.js';
import { createDynFormDesignerModel } from './dyn-form-models.js';
import {
  differingFields,
  mergeValues,
  recordSummary,
  recordTitle,
  toStoredValues,
  type DynFormField,
} from './dyn-form-fields.js';

const FIELDS: DynFormField[] = [
  { name: 'f1', label: '姓名', type: 'input', required: true },
  { name: 'f2', label: '年龄', type: 'inputNumber' },
  {
    name: 'f3',
    label: '症状',
    type: 'checkbox',
    options: [
      { value: '1', label: '头痛' },
      { value: '2', label: '乏力' },
    ],
  },
];

function recordingClient(answer: unknown = {}) {
  const call = vi.fn(async (_op: string, _input: unknown) => answer);
  return { call, client: { call, download: vi.fn() } as never };
}

describe('designer', () => {
  it('names fields itself, asks for labels and options, and sends the renderer types', async () => {
    const { call, client } = recordingClient({ id: '9', name: '随访问卷' });
    const m = createDynFormDesignerModel({ client });
    expect(await m.save()).toBeNull();
    expect(m.getSnapshot().errors).toMatchObject({ name: '请输入表单名称', fields: '请至少添加一个字段' });
    m.set({ name: '随访问卷' });
    m.addField('input');
    m.addField('radio');
    const [a, b] = m.getSnapshot().fields;
    expect([a!.name, b!.name]).toEqual(['f1', 'f2']);
    expect(m.validate()).toBe(false);
    expect(m.getSnapshot().errors[`${a!.key}.label`]).toBe('请输入字段名称');
    m.updateField(a!.key, { label: '姓名', required: true });
    m.updateField(b!.key, { label: '性别' });
    m.updateOption(b!.key, 0, '男');
    m.updateOption(b!.key, 1, '女');
    m.moveField(b!.key, -1);
    expect(await m.save()).toMatchObject({ id: '9' });
    expect(call).toHaveBeenCalledWith('dynFormAdd', {
      body: {
        name: '随访问卷',
        description: null,
        status: '0',
        fields: [
          {
            name: 'f2',
            label: '性别',
            type: 'radio',
            options: [
              { value: '1', label: '男' },
              { value: '2', label: '女' },
            ],
          },
          { name: 'f1', label: '姓名', type: 'input', required: true },
        ],
      },
    });
  });
});

describe('values', () => {
  it('merges field by field from the chosen record and lists the differing fields', () => {
    const keep = { f1: '张三', f2: 50, f3: ['1'] };
    const other = { f1: '张三', f2: 51, f3: ['1', '2'] };
    expect(differingFields(FIELDS, keep, other).map((f) => f.label)).toEqual(['年龄', '症状']);
    expect(mergeValues(FIELDS, keep, other, { f3: 'other' })).toEqual({ f1: '张三', f2: 50, f3: ['1', '2'] });
  });

  it('does not ask about a field blank in both records, however each holds the blank', () => {
    expect(differingFields(FIELDS, { f1: '', f2: null, f3: [] }, {})).toEqual([]);
  });

  it('tells records of one title apart by their other filled values', () => {
    expect(recordTitle(FIELDS, { f1: '张三', f2: 50, f3: ['2'] })).toBe('张三');
    expect(recordSummary(FIELDS, { f1: '张三', f2: 50, f3: ['2'] })).toBe('年龄 50 · 症状 乏力');
    expect(recordSummary(FIELDS, { f1: '张三', f2: null, f3: ['1'] }, 1)).toBe('症状 头痛');
    expect(recordSummary(FIELDS, { f1: '张三' })).toBe('');
  });

  it('stores numbers as numbers, checkbox values as lists and empty text as null', () => {
    expect(toStoredValues(FIELDS, { f1: '', f2: '12', f3: '1,2' })).toEqual({
      f1: null,
      f2: 12,
      f3: ['1', '2'],
    });
  });
});

describe('audit', () => {
  it('asks for the reason of a rejection before calling', async () => {
    const { call, client } = recordingClient({ id: '5', status: '0' });
    const m = createDynApplyModel({ client });
    await m.open('5');
    expect(await m.audit(false, '  ')).toBe(false);
    expect(m.getSnapshot().reasonError).toBe('请填写驳回原因');
    expect(call).toHaveBeenCalledTimes(1);
    expect(await m.audit(false, '信息不全')).toBe(true);
    expect(call).toHaveBeenLastCalledWith('dynFormApplyAudit', {
      body: { id: '5', approve: false, reason: '信息不全' },
    });
  });
});

describe('requests of one record', () => {
  it('asks the server for the record by id, whatever the status filter', async () => {
    const { call, client } = recordingClient({ records: [{ id: '7' }], total: 1 });
    const m = createDynApplyListModel({ client, scope: 'all', dataId: '42' });
    await m.setStatus('1');
    expect(call).toHaveBeenLastCalledWith('dynFormApplyList', {
      query: { scope: 'all', pageNo: 1, pageSize: 20, status: '1', dataId: '42' },
    });
    expect(m.getSnapshot()).toMatchObject({ total: 1, records: [{ id: '7' }] });
  });
});
