import { describe, expect, it } from 'vitest';
import {
  FORM_FIELD_TYPES,
  fromRecordValues,
  initialValues,
  isFieldVisible,
  toSubmitValues,
  type FormField,
} from './form-schema.js';
import { validateForm, validateFormField } from './validate-field.js';

const fields: FormField[] = [
  { name: 'name', label: '姓名', type: 'input', required: true, maxLength: 5 },
  { name: 'phone', label: '手机号', type: 'input', rules: ['mobile'] },
  { name: 'idCard', label: '身份证号', type: 'normal', rules: ['idCard'] },
  { name: 'age', label: '年龄', type: 'inputNumber', min: 0, max: 150 },
  { name: 'disease', label: '病种', type: 'checkbox', minItems: 1, maxItems: 2, required: true },
  { name: 'flag', label: '标记', type: 'checkbox_meta', switchOptions: ['Y', 'N'] },
  { name: 'sex', label: '性别', type: 'radio', required: true },
  { name: 'extra', label: '插槽', type: 'slot' },
];

describe('form schema', () => {
  it('lists the 21 field types of the spec, the in-form textarea, the video upload, the rich-text editor, the role picker, the area linkage, the cron field and the time field', () => {
    expect(FORM_FIELD_TYPES).toHaveLength(29);
    expect(FORM_FIELD_TYPES).toContain('time');
    expect(FORM_FIELD_TYPES).toContain('pca');
    expect(FORM_FIELD_TYPES).toContain('cron');
    expect(FORM_FIELD_TYPES).toContain('textarea');
    expect(FORM_FIELD_TYPES).toContain('video');
    expect(FORM_FIELD_TYPES).toContain('richText');
    expect(FORM_FIELD_TYPES).toContain('sel_role');
  });

  it('starts multi-value fields as arrays and the switch at its off value', () => {
    expect(initialValues(fields)).toEqual({
      name: '',
      phone: '',
      idCard: '',
      age: null,
      disease: [],
      flag: 'N',
      sex: '',
    });
  });

  it('submits multi-values comma-joined and empty text as null, without slots', () => {
    expect(
      toSubmitValues(fields, {
        name: '张三',
        phone: '',
        disease: ['1', '2'],
        age: 30,
        flag: 'Y',
        sex: '1',
        extra: 'x',
      }),
    ).toEqual({
      name: '张三',
      phone: null,
      idCard: null,
      age: 30,
      disease: '1,2',
      flag: 'Y',
      sex: '1',
    });
  });
});

describe('field rules', () => {
  it('required fields say what to enter or choose', () => {
    expect(validateFormField(fields[0]!, '')).toEqual({ ok: false, message: '请输入姓名!' });
    expect(validateFormField(fields[6]!, '')).toEqual({ ok: false, message: '请选择性别!' });
  });

  it('formats come from the SDK validators; empty optional fields pass', () => {
    expect(validateFormField(fields[1]!, '12345')).toEqual({ ok: false, message: '请输入正确的手机号码!' });
    expect(validateFormField(fields[1]!, '13800138000').ok).toBe(true);
    expect(validateFormField(fields[2]!, '110101199003071234').ok).toBe(false);
    expect(validateFormField(fields[2]!, '110101199003071233').ok).toBe(true);
    expect(validateFormField(fields[1]!, '').ok).toBe(true);
  });

  it('lengths, ranges and item counts', () => {
    expect(validateFormField(fields[0]!, '一二三四五六')).toEqual({ ok: false, message: '最多5个字符' });
    expect(validateFormField(fields[3]!, 151)).toEqual({ ok: false, message: '年龄不能大于150' });
    expect(validateFormField(fields[4]!, ['1', '2', '3'])).toEqual({ ok: false, message: '最多选择2项' });
    expect(validateForm(fields, { name: '张三', sex: '1', disease: ['1'], age: 3 })).toEqual({});
  });

  it('reads a stored record back as form values, the inverse of the submit values', () => {
    const record = { name: '张三', age: 61, disease: 'HBP,T2DM', flag: null, sex: '1', extra: 'x', other: 1 };
    const values = fromRecordValues(fields, record);
    expect(values).toEqual({
      name: '张三',
      phone: '',
      idCard: '',
      age: 61,
      disease: ['HBP', 'T2DM'],
      flag: 'N',
      sex: '1',
    });
    expect(toSubmitValues(fields, values)).toMatchObject({ disease: 'HBP,T2DM', phone: null, age: 61 });
  });

  it("a field shown by another field's value is validated and submitted only while shown", () => {
    const audience: FormField[] = [
      { name: 'msgType', label: '通告对象', type: 'radio', required: true },
      {
        name: 'roleIds',
        label: '指定角色',
        type: 'sel_role',
        required: true,
        visibleWhen: { field: 'msgType', in: ['ROLE'] },
      },
    ];
    expect(isFieldVisible(audience[1]!, { msgType: 'ALL' })).toBe(false);
    expect(isFieldVisible(audience[1]!, { msgType: 'ROLE' })).toBe(true);
    expect(validateForm(audience, { msgType: 'ALL', roleIds: '' })).toEqual({});
    expect(validateForm(audience, { msgType: 'ROLE', roleIds: '' })).toHaveProperty('roleIds');
    expect(toSubmitValues(audience, { msgType: 'ALL', roleIds: 'r1' })).toEqual({
      msgType: 'ALL',
      roleIds: null,
    });
    expect(toSubmitValues(audience, { msgType: 'ROLE', roleIds: 'r1' })).toEqual({
      msgType: 'ROLE',
      roleIds: 'r1',
    });
  });
});
