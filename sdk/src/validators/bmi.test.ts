import { describe, expect, it } from 'vitest';
import { assessBmi, bmiBand, computeBmi } from './bmi.js';

describe('BMI', () => {
  it('computes from centimetres and kilograms, one decimal', () => {
    expect(computeBmi(175, 70)).toBe(22.9);
    expect(computeBmi(160, 45)).toBe(17.6);
  });
  it('bands at the spec boundaries', () => {
    expect(bmiBand(18.4)).toBe('过轻');
    expect(bmiBand(18.5)).toBe('正常');
    expect(bmiBand(23.9)).toBe('正常');
    expect(bmiBand(24)).toBe('超重');
    expect(bmiBand(28)).toBe('肥胖');
    expect(bmiBand(31.9)).toBe('肥胖');
    expect(bmiBand(32)).toBe('非常肥胖');
  });
  it('rejects impossible input without throwing', () => {
    expect(computeBmi(0, 70)).toBeNull();
    expect(computeBmi(170, Number.NaN)).toBeNull();
    expect(assessBmi(-1, 60)).toBeNull();
    expect(bmiBand(Number.NaN)).toBeNull();
  });
  it('takes the band from the shown value', () => {
    expect(assessBmi(180, 104)).toEqual({ bmi: 32.1, band: '非常肥胖' });
    expect(assessBmi(170, 55)).toEqual({ bmi: 19, band: '正常' });
  });
});
