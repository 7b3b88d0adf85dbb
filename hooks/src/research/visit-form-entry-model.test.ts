import { describe, expect, it, vi } from 'vitest';
import {
  createVisitFormEntryModel,
  type VisitFormChange,
  type VisitFormEntryTransport,
} from './visit-form-entry-model.js';
import type { VisitFormDetail } from './research-source.js';

const FIELDS = [
  { name: 'sbp', label: '收缩压(mmHg)', type: 'inputNumber', required: true, min: 60, max: 260 },
  {
    name: 'smoking',
    label: '吸烟史',
    type: 'radio',
    options: [
      { value: '1', label: '从不吸烟' },
      { value: '3', label: '目前吸烟' },
    ],
  },
  {
    name: 'initials',
    label: '姓名缩写',
    type: 'input',
    pattern: '[A-Z]{2,4}',
    patternMessage: '应为大写字母',
  },
] as VisitFormDetail['fields'];

function form(status: string, data: Record<string, unknown>, canEdit = true): VisitFormDetail {
  return {
    id: 'v1',
    projectId: 'p1',
    subjectId: 's1',
    formId: 'F002',
    caseId: 'C1',
    detailId: 'd1',
    name: '第1次随访',
    status,
    data,
    fields: FIELDS,
    canEdit,
    canAudit: false,
  };
}

function transport(over: Partial<VisitFormEntryTransport> = {}): VisitFormEntryTransport {
  return {
    detail: vi.fn(async () => form('0', {})),
    save: vi.fn(async (_id, data, submit) => form(submit ? '2' : '1', data)),
    trail: vi.fn(async () => []),
    changes: vi.fn(async () => []),
    askChange: vi.fn(async () => ({}) as VisitFormChange),
    auditChange: vi.fn(async () => ({}) as VisitFormChange),
    ...over,
  };
}

describe('visit form entry model', () => {
  it('shows the definition to the renderer with its rules and the status by its Chinese name', async () => {
    const model = createVisitFormEntryModel({ transport: transport() });
    await model.open({ detailId: 'd1' });
    const s = model.getSnapshot();
    expect(s.statusName).toBe('未填写');
    expect(s.locked).toBe(false);
    expect(s.fields.find((f) => f.name === 'sbp')).toMatchObject({ min: 60, max: 260, required: true });
    expect(s.fields.find((f) => f.name === 'initials')?.pattern).toEqual({
      source: '[A-Z]{2,4}',
      message: '应为大写字母',
    });
  });

  it('saves a draft, submits and is locked after submit', async () => {
    const t = transport();
    const model = createVisitFormEntryModel({ transport: t });
    await model.open({ detailId: 'd1' });
    expect(await model.save({ sbp: 130 }, false)).toBe(true);
    expect(t.save).toHaveBeenLastCalledWith('v1', { sbp: 130, smoking: null, initials: null }, false);
    expect(model.getSnapshot().statusName).toBe('草稿');
    expect(await model.save({ sbp: 130, smoking: '1' }, true)).toBe(true);
    expect(model.getSnapshot()).toMatchObject({ statusName: '已提交', locked: true });
    // Locked: no further save reaches the server.
    expect(await model.save({ sbp: 140 }, false)).toBe(false);
    expect(t.save).toHaveBeenCalledTimes(2);
  });

  it('a change request sends only the changed fields and needs a reason; the audit needs an opinion', async () => {
    const t = transport({ detail: vi.fn(async () => form('2', { sbp: 128, smoking: '1', initials: null })) });
    const model = createVisitFormEntryModel({ transport: t });
    await model.open({ detailId: 'd1' });
    model.startChange();
    expect(await model.askChange({ sbp: 128, smoking: '1' })).toBe(false);
    expect(model.getSnapshot().asking?.error).toBe('请至少修改一个字段的值');
    expect(await model.askChange({ sbp: 132, smoking: '1' })).toBe(false);
    expect(model.getSnapshot().asking?.error).toBe('请填写修改原因');
    model.setChangeReason(' 录入错误 ');
    expect(await model.askChange({ sbp: 132, smoking: '1' })).toBe(true);
    expect(t.askChange).toHaveBeenCalledWith('v1', { sbp: 132 }, '录入错误');
    expect(model.getSnapshot().asking).toBeNull();

    model.startAudit({ id: 'c1' } as VisitFormChange, true);
    expect(await model.audit()).toBe(false);
    expect(model.getSnapshot().auditing?.error).toBe('请填写审核意见');
    model.setAuditReason('已核对');
    expect(await model.audit()).toBe(true);
    expect(t.auditChange).toHaveBeenCalledWith('c1', true, '已核对');
  });

  it('a role that does not fill forms (数据管理员) reads them: nothing saved, no change asked', async () => {
    const t = transport({ detail: vi.fn(async () => form('1', { sbp: 128 }, false)) });
    const model = createVisitFormEntryModel({ transport: t });
    await model.open({ detailId: 'd1' });
    expect(model.getSnapshot()).toMatchObject({ readOnly: true, locked: false, statusName: '草稿' });
    expect(await model.save({ sbp: 130 }, true)).toBe(false);
    model.startChange();
    expect(model.getSnapshot().asking).toBeNull();
    expect(t.save).not.toHaveBeenCalled();
  });

  it('reads stored values by their option labels', async () => {
    const model = createVisitFormEntryModel({ transport: transport() });
    await model.open({ detailId: 'd1' });
    expect(model.valueText('smoking', '3')).toBe('目前吸烟');
    expect(model.valueText('sbp', null)).toBe('—');
    expect(model.valueText('', '已提交')).toBe('已提交');
  });
});
