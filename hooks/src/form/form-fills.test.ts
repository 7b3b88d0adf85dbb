import { describe, expect, it } from 'vitest';
import { idCardCheckChar } from '@clinic/sdk/validators';
import { bmiOf, idCardFills } from './form-fills.js';
import type { FormField } from './form-schema.js';

const fields: FormField[] = [
  { name: 'sex', label: '性别', type: 'radio', dictCode: 'sex' },
  { name: 'birthday', label: '出生日期', type: 'date' },
  { name: 'idCard', label: '身份证号', type: 'input', rules: ['idCard'] },
  { name: 'age', label: '年龄', type: 'inputNumber' },
  { name: 'height', label: '身高(cm)', type: 'inputNumber' },
  { name: 'weight', label: '体重(kg)', type: 'inputNumber' },
];
const id = (first17: string) => first17 + idCardCheckChar(first17)!;
const at = new Date(2026, 10, 23);

describe('ID card fill', () => {
  it('a valid number fills birthday, sex (odd 17th digit male, even female) and age', () => {
    expect(idCardFills(fields, 'idCard', id('11010519800324001'), at)).toEqual({
      birthday: '1980-03-24',
      sex: '1',
      age: 46,
    });
    expect(idCardFills(fields, 'idCard', id('11010520001124002'), at)).toEqual({
      birthday: '2000-11-24',
      sex: '2',
      age: 25,
    });
  });

  it('an incomplete, invalid or future number, or another field, fills nothing', () => {
    expect(idCardFills(fields, 'idCard', '1101051980', at)).toEqual({});
    expect(idCardFills(fields, 'idCard', '110105198003240010', at)).toEqual({});
    expect(idCardFills(fields, 'idCard', id('11010520301124002'), at)).toEqual({});
    expect(idCardFills(fields, 'age', id('11010519800324001'), at)).toEqual({});
  });
});

describe('BMI on forms', () => {
  it.each([
    [170, 50, 17.3, '过轻'],
    [170, 60, 20.8, '正常'],
    [170, 75, 26, '超重'],
    [170, 90, 31.1, '肥胖'],
    [170, 100, 34.6, '非常肥胖'],
  ])('%s cm, %s kg: BMI %s %s', (height, weight, bmi, band) => {
    expect(bmiOf(fields, { height, weight })).toEqual({ after: 'weight', bmi, band });
  });

  it('nothing computed until both are entered; no line at all without the pair', () => {
    expect(bmiOf(fields, { height: 170, weight: '' })).toEqual({ after: 'weight', bmi: null, band: null });
    expect(bmiOf(fields.slice(0, 4), {})).toBeNull();
  });
});
