import { describe, expect, it } from 'vitest';
import { visitFieldLabel, visitFieldText } from './visit-form-labels';

describe('visit form labels', () => {
  it('names known fields in Chinese with their unit, and leaves others as stored', () => {
    expect([visitFieldLabel('sbp'), visitFieldText('sbp', 128)]).toEqual(['收缩压', '128 mmHg']);
    expect([visitFieldLabel('fbg'), visitFieldText('fbg', 6.1)]).toEqual(['空腹血糖', '6.1 mmol/L']);
    expect([visitFieldLabel('note'), visitFieldText('note', '无不适')]).toEqual(['note', '无不适']);
  });

  it('shows nothing for an empty value and JSON for a nested one', () => {
    expect(visitFieldText('sbp', null)).toBe('');
    expect(visitFieldText('meds', ['二甲双胍'])).toBe('["二甲双胍"]');
  });
});
