import { describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES } from '@clinic/hooks';
import { DEMO_FORM_FIELDS, toPatientBody } from './demo-form-fields';

describe('demo form', () => {
  it('uses every field type of the spec', () => {
    expect(new Set(DEMO_FORM_FIELDS.map((f) => f.type))).toEqual(new Set(FORM_FIELD_TYPES));
  });

  it('keeps patient columns and puts the rest in remark', () => {
    expect(
      toPatientBody({
        name: '张三',
        deptId: '1100',
        symptoms: '1,99',
        symptoms_other: '心悸',
        area: 'x',
        photo: null,
      }),
    ).toEqual({
      name: '张三',
      deptId: '1100',
      remark: '{"symptoms":"1,99","symptoms_other":"心悸"}',
    });
  });
});
