import { describe, expect, it } from 'vitest';
import { resources } from '@clinic/sdk/resources';
import { createEditableTableModel } from '../editable-table/editable-table-model.js';
import { editableColumnsOf } from './editable-columns-of.js';

const NAMES = ['drugName', 'spec', 'dose', 'frequency', 'startDate', 'longTerm', 'prescriber', 'orderNum'];

describe('editableColumnsOf: a declaration as editable-table columns', () => {
  const columns = editableColumnsOf(resources.medication, NAMES, { drugName: { width: 160 } });
  const byKey = Object.fromEntries(columns.map((c) => [c.key, c]));

  it('takes types from the declaration: dictionary select, user picker by id, number, date, switch pair', () => {
    expect(columns.map((c) => c.key)).toEqual(NAMES);
    expect(byKey.drugName).toMatchObject({
      title: '药品名称',
      required: true,
      width: 160,
      // chosen from the drug catalogue, which fills 规格 too
      type: 'popup',
      popup: { code: 'drug_report', orgFields: 'drugName,spec', destFields: 'drugName,spec' },
    });
    expect(byKey.frequency).toMatchObject({
      type: 'select',
      dictCode: 'medication_frequency',
      required: true,
    });
    expect(byKey.prescriber).toMatchObject({ type: 'sel_user', customReturnField: 'id' });
    expect(byKey.dose).toMatchObject({ type: 'number' });
    expect(byKey.startDate).toMatchObject({ type: 'date', required: true });
    expect(byKey.longTerm).toMatchObject({
      type: 'checkbox',
      customValue: ['1', '0'],
      defaultChecked: false,
    });
    expect(() => editableColumnsOf(resources.medication, ['nope'])).toThrow('medication has no field nope');
  });

  it('makes a dictionary field declared with allowInput a select that keeps typed text, bounded in length', () => {
    const [unit] = editableColumnsOf(resources.medication, ['doseUnit']);
    expect(unit).toMatchObject({ type: 'select', dictCode: 'medication_unit', allowInput: true });
    const model = createEditableTableModel({ columns: [unit!] });
    model.load([{}]);
    const key = model.getSnapshot().rowKeys[0]!;
    model.setOptions('doseUnit', [{ value: 'tablet', label: '片' }]);
    model.setActive({ rowKey: key, key: 'doseUnit' });
    model.paste('片');
    expect(model.value()[0]!.doseUnit).toBe('tablet');
    model.paste('喷');
    expect(model.value()[0]!.doseUnit).toBe('喷');
    // typing on the selected cell opens it with that text, mapped like a paste
    model.startEdit(undefined, '片');
    expect(model.value()[0]!.doseUnit).toBe('tablet');
    expect(model.input(key, 'doseUnit', '滴')).toBe(true);
    expect(model.value()[0]!.doseUnit).toBe('滴');
    model.endEdit();
    model.change(key, 'doseUnit', '单'.repeat(21));
    expect(model.getRow(key)?.errors.doseUnit).toBe('最多20个字符');
    const [frequency] = editableColumnsOf(resources.medication, ['frequency']);
    expect(frequency!.allowInput).toBeUndefined();
  });

  it('makes an image field an image upload cell, an upload field an upload cell', () => {
    const [photo] = editableColumnsOf(resources.medication, ['prescriptionPhoto']);
    expect(photo).toMatchObject({ key: 'prescriptionPhoto', title: '处方照片', type: 'image' });
    const [attachments] = editableColumnsOf(resources.patient, ['attachments']);
    expect(attachments).toMatchObject({ type: 'upload' });
  });

  it('turns required, bounds, decimals, integers and lengths into cell rules with their messages', async () => {
    const model = createEditableTableModel({ columns });
    model.load([{}]);
    const key = model.getSnapshot().rowKeys[0]!;
    const error = (k: string) => model.getRow(key)?.errors[k];
    model.blur(key, 'drugName');
    expect(error('drugName')).toBe('药品名称不能为空');
    model.change(key, 'dose', 200000);
    expect(error('dose')).toBe('单次剂量不能大于100000');
    model.change(key, 'dose', 1.234);
    expect(error('dose')).toBe('请输入数字，最多2位小数');
    model.change(key, 'dose', 2.5);
    expect(error('dose')).toBeUndefined();
    model.change(key, 'orderNum', 1.5);
    expect(error('orderNum')).toBe('请输入整数');
    model.change(key, 'spec', 'x'.repeat(51));
    expect(error('spec')).toBe('最多50个字符');
    model.change(key, 'spec', 'x'.repeat(50));
    expect(error('spec')).toBeUndefined();
    expect(await model.validate()).toBe(false);
    expect(error('frequency')).toBe('用药频次不能为空');
  });
});
