import { describe, expect, it } from 'vitest';
import { refTargetOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { formFieldsOf } from './record-form-fields.js';
import { validateFormField } from '../form/validate-field.js';

const all = Object.values(resources) as ResourceDef[];

describe('form fields of a patient reference', () => {
  // A select offers the first 500 of a clinic's patients with no way to type a name: every form choosing a patient
  // searches them by name on the server instead (预约, 积分明细, 捐赠申请, 体征记录...).
  const patientFields = all.flatMap((def) =>
    def.fields
      .filter((f) => f.ref !== undefined && !f.multiple && refTargetOf(f.ref)?.resource === 'patient')
      .map((f) => [`${def.name}.${f.name}`, def, f.name] as const),
  );

  it('covers the forms that choose a patient', () => {
    const names = patientFields.map(([name]) => name);
    for (const name of [
      'appointment.patientId',
      'pointLedger.patientId',
      'donationApplication.patientId',
      'vitalSign.patientId',
    ])
      expect(names).toContain(name);
  });

  it.each(patientFields)('%s is the search picker over the patients’ names', (_name, def, field) => {
    for (const mode of ['add', 'edit'] as const) {
      const shown = formFieldsOf(def, mode).find((f) => f.name === field);
      if (!shown) continue;
      expect(shown.type).toBe('sel_search_async');
      expect(shown.dictCode).toBe('chronic_patient,name,id');
      expect(shown.options).toBeUndefined();
    }
  });
});

describe('form fields of a dictionary that keeps typed text', () => {
  it('mark 剂量单位 allowInput with its length bound, and no other dictionary field', () => {
    const fields = formFieldsOf(resources.medication, 'add');
    expect(fields.find((f) => f.name === 'doseUnit')).toMatchObject({
      type: 'select',
      dictCode: 'medication_unit',
      allowInput: true,
      maxLength: 20,
    });
    expect(fields.find((f) => f.name === 'frequency')?.allowInput).toBeUndefined();
  });
});

describe('form fields of a text with templates', () => {
  const advice = formFieldsOf(resources.followup, 'add').find((f) => f.name === 'advice')!;
  it('make 随访建议 the template textarea with its templates and length', () => {
    expect(advice).toMatchObject({ type: 'textarea', maxLength: 500 });
    expect(advice.templates?.map((t) => t.name)).toEqual(['血压控制良好', '血压控制欠佳', '血糖随访']);
  });
  it('refuse a text with a placeholder left, naming it, and take it once filled', () => {
    const text = advice.templates![1]!.text;
    expect(validateFormField(advice, text)).toEqual({ ok: false, message: '请填写模板中的{收缩压}' });
    const filled = text
      .replace('{收缩压}', '150')
      .replace('{舒张压}', '95')
      .replace('{调整方案}', '加用氨氯地平')
      .replace('{复诊间隔}', '2周');
    expect(validateFormField(advice, filled)).toEqual({ ok: true });
    // a field without templates keeps braces as text
    const plain = formFieldsOf(resources.intervention, 'add').find((f) => f.name === 'content')!;
    expect(validateFormField(plain, '见{附件}')).toEqual({ ok: true });
  });
});
