import { describe, expect, it } from 'vitest';
import {
  maxItems,
  maxLength,
  minItems,
  minLength,
  required,
  validateAlnumMax20,
  validateBankCard,
  validateCertificateNo,
  validateDigitsAndLineBreaks,
  validateEmail,
  validateEnglishLetters,
  validateHttpUrl,
  validateLandline,
  validateMax255,
  validateMobile,
  validateNameText,
  validateNaturalNumber,
  validateQQ,
  validateUsername,
} from './field-formats.js';
import type { Validator } from './result.js';

function passes(rule: Validator, values: unknown[]): void {
  for (const value of values) expect(rule(value), JSON.stringify(value)).toEqual({ ok: true });
}
function fails(rule: Validator, values: unknown[], message: string): void {
  for (const value of values) expect(rule(value), JSON.stringify(value)).toEqual({ ok: false, message });
}

describe('mobile', () => {
  it('requires a value with the spec message', () => {
    expect(validateMobile('')).toEqual({ ok: false, message: '请输入手机号码!' });
    expect(validateMobile(undefined)).toEqual({ ok: false, message: '请输入手机号码!' });
  });
  it('strict form: 1 then 3, 4, 5, 7 or 8', () => {
    for (const m of ['13800138000', '14712345678', '15912345678', '17712345678', '18612345678']) {
      expect(validateMobile(m)).toEqual({ ok: true });
    }
    for (const m of [
      '16612345678',
      '19912345678',
      '12345678901',
      '1380013800',
      '138001380000',
      '+8613800138000',
      '1380013800a',
    ]) {
      expect(validateMobile(m)).toEqual({ ok: false, message: '请输入正确的手机号码!' });
    }
  });
  it('loose form accepts 1 then 3-9', () => {
    expect(validateMobile('16612345678', { loose: true }).ok).toBe(true);
    expect(validateMobile('19912345678', { loose: true }).ok).toBe(true);
    expect(validateMobile('12912345678', { loose: true }).ok).toBe(false);
  });
});

describe('username', () => {
  it('accepts 4-18 letters, digits, underscore (the check), although the message says 6-18', () => {
    passes(validateUsername, ['abcd', 'admin', 'doctor_01', 'A'.repeat(18)]);
    fails(
      validateUsername,
      ['abc', 'A'.repeat(19), 'wang yi', '王医生', 'a-b-c-d'],
      '用户名必须是6-18位字母、数字或下划线',
    );
    expect(validateUsername('')).toEqual({ ok: false, message: '请输入用户名!' });
  });
});

describe('optional formats', () => {
  it('email is optional and checks the format', () => {
    passes(validateEmail, ['', null, 'li.yan@clinic.cn', 'a+b@mail.example.com']);
    fails(validateEmail, ['li.yan@', '@clinic.cn', 'a b@c.cn', 'x@y', 'x@y.c'], '请输入正确的电子邮件!');
  });
  it('natural number', () => {
    passes(validateNaturalNumber, ['0', '7', '120', 42]);
    fails(validateNaturalNumber, ['-1', '01', '1.5', 'x'], '请输入自然数!');
  });
  it('english letters', () => {
    passes(validateEnglishLetters, ['abc', 'ABCdef']);
    fails(validateEnglishLetters, ['abc1', 'a b', '中文'], '请输入英文字母!');
  });
  it('landline', () => {
    passes(validateLandline, [
      '010-88886666',
      '0755-12345678',
      '02088886666',
      '88886666',
      '0755-1234567-123',
    ]);
    fails(validateLandline, ['123', '010-0888666', '13800138000x', 'tel-88886666'], '请输入正确的座机号码!');
  });
  it('bank card: 10-20 digits not starting 0', () => {
    passes(validateBankCard, ['6222021234567890123', '1234567890', '6'.repeat(20)]);
    fails(
      validateBankCard,
      ['0222021234567890', '123456789', '6'.repeat(21), '6222 0212 3456'],
      '请输入正确的银行卡号!',
    );
  });
  it('certificate number: up to 50 letters or digits', () => {
    passes(validateCertificateNo, ['E12345678', 'A'.repeat(50)]);
    fails(
      validateCertificateNo,
      ['A'.repeat(51), 'G1234-56', '护照123'],
      '请输入正确的证件号码（最多50位字母或数字）!',
    );
  });
  it('QQ: 5-12 digits', () => {
    passes(validateQQ, ['10001', '123456789012']);
    fails(validateQQ, ['1234', '1234567890123', '01234', 'qq12345'], '请输入正确的QQ号码!');
  });
  it('URL must start with http or https', () => {
    passes(validateHttpUrl, [
      'http://example.com',
      'https://clinic.example.cn:8443/a/b?x=1#h',
      'https://医院.中国/',
    ]);
    fails(
      validateHttpUrl,
      ['ftp://example.com', 'example.com', 'https://', 'http://exa mple.com'],
      '请输入以http或https开头的网址!',
    );
  });
  it('up to 20 letters or digits', () => {
    passes(validateAlnumMax20, ['a', 'abc123', 'A'.repeat(20)]);
    fails(validateAlnumMax20, ['A'.repeat(21), 'abc_1'], '最多输入20位字母或数字!');
  });
  it('2-100 Chinese or English letters and spaces', () => {
    passes(validateNameText, ['王医生', 'Li Yan', '李 Yan', 'ab', '中'.repeat(100)]);
    fails(validateNameText, ['王', '王1', 'Li-Yan', '中'.repeat(101)], '请输入2-100位中文、英文字母或空格!');
  });
  it('digits and line breaks', () => {
    passes(validateDigitsAndLineBreaks, ['123', '12\n34\r\n56']);
    fails(validateDigitsAndLineBreaks, ['12 34', '12,34', 'a'], '只能输入数字和换行!');
  });
  it('up to 255 characters, counting what users see', () => {
    passes(validateMax255, ['x'.repeat(255), '😀'.repeat(255)]);
    fails(validateMax255, ['x'.repeat(256)], '最多255个字符');
  });
});

describe('length and count helpers', () => {
  it('minimum and maximum characters', () => {
    expect(minLength(3)('ab')).toEqual({ ok: false, message: '最少3个字符' });
    expect(minLength(3)('abc')).toEqual({ ok: true });
    expect(maxLength(5)('abcdef')).toEqual({ ok: false, message: '最多5个字符' });
    expect(maxLength(5)('王医生')).toEqual({ ok: true });
  });
  it('checkbox counts take arrays or comma-joined values', () => {
    expect(minItems(2)(['a'])).toEqual({ ok: false, message: '最少选择2项' });
    expect(minItems(2)('a,b')).toEqual({ ok: true });
    expect(maxItems(2)(['a', 'b', 'c'])).toEqual({ ok: false, message: '最多选择2项' });
    expect(maxItems(2)([])).toEqual({ ok: true });
  });
  it('required', () => {
    expect(required()('  ')).toEqual({ ok: false, message: '该字段不能为空' });
    expect(required('请输入项目名称')(null)).toEqual({ ok: false, message: '请输入项目名称' });
    expect(required()(0)).toEqual({ ok: true });
  });
});
