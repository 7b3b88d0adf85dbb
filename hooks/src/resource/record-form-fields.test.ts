import { describe, expect, it } from 'vitest';
import { refTargetOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { formFieldsOf } from './record-form-fields.js';

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
