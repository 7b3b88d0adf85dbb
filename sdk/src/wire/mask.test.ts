// Masked values: the forms lists and exports show, and the shape check that keeps a stored value on save.
import { describe, expect, it } from 'vitest';
import { isMaskedValue, MASK_KINDS, maskValue } from './mask.js';

describe('maskValue', () => {
  it('ID cards keep their six-digit area code and last four, mobile numbers three in front and four at the end', () => {
    expect(maskValue('idCard', '110101199003071234')).toBe('110101********1234');
    expect(maskValue('idCard', '11010119900307123X')).toBe('110101********123X');
    expect(maskValue('idCard', '110101900307123')).toBe('110101*****7123');
    expect(maskValue('mobile', '13812345678')).toBe('138****5678');
  });

  it('names keep their first character, e-mail addresses the first of the local part and the domain', () => {
    expect(maskValue('name', '张三')).toBe('张*');
    expect(maskValue('name', '欧阳娜娜')).toBe('欧***');
    expect(maskValue('email', 'wang@clinic.cn')).toBe('w***@clinic.cn');
    expect(maskValue('email', 'a@b.cn')).toBe('*@b.cn');
  });

  it('short and empty values never show whole', () => {
    expect(maskValue('mobile', '1234')).toBe('1***');
    expect(maskValue('mobile', '7')).toBe('*');
    expect(maskValue('idCard', '')).toBe('');
  });

  it('every masked value has its kind’s masked shape; the unmasked one does not', () => {
    const samples = {
      mobile: '13812345678',
      idCard: '110101199003071234',
      name: '欧阳娜娜',
      email: 'wang@clinic.cn',
    };
    for (const kind of MASK_KINDS) {
      expect(isMaskedValue(kind, maskValue(kind, samples[kind]))).toBe(true);
      expect(isMaskedValue(kind, samples[kind])).toBe(false);
    }
  });
});
