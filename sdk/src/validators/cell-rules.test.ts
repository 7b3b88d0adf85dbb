import { describe, expect, it } from 'vitest';
import { compileCellPattern, validateCell } from './cell-rules.js';

const ok = { ok: true };
const check = (pattern: string, value: unknown) => validateCell(value, [{ pattern }]);

describe('editable-table cell rules', () => {
  it('named patterns accept and reject real values', () => {
    const cases: [string, unknown[], unknown[]][] = [
      ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
      ['*6-16', ['abc 12', '密码!@#$%^'], ['abcde', 'x'.repeat(17)]],
      ['s6-18', ['abcdef', 'ABCDEFGHIJKLMNOPQR'], ['abcde', 'abcdef1', 'x'.repeat(19)]],
      ['url', ['https://example.com/x'], ['example.com']],
      ['e', ['wang@clinic.cn'], ['wang@clinic']],
      ['m', ['13800138000', '19912345678'], ['12912345678', '1380013800']],
      ['p', ['518000', '100080'], ['018000', '51800']],
      ['s', ['abc'], ['ab1']],
      ['n', ['12', '-3.5', '0.25'], ['1.', '.5', '1e5', '--1']],
      ['z', ['12', '-7'], ['1.0', 'x']],
      ['*', ['x'], ['   ', '']],
      ['money', ['0', '12', '12.5', '0.99'], ['12.345', '01', '-1', '1.']],
    ];
    for (const [pattern, good, bad] of cases) {
      for (const value of good) expect(check(pattern, value), `${pattern} ${String(value)}`).toEqual(ok);
      for (const value of bad) expect(check(pattern, value).ok, `${pattern} ${String(value)}`).toBe(false);
    }
  });
  it('named patterns carry their own message; a rule message overrides', () => {
    expect(check('m', '123')).toEqual({ ok: false, message: '请输入正确的手机号码' });
    expect(validateCell('123', [{ pattern: 'm', message: '手机号不对' }])).toEqual({
      ok: false,
      message: '手机号不对',
    });
  });
  it('any other pattern is a regular expression, including /source/flags', () => {
    expect(check('^[A-Z]{2}\\d{4}$', 'AB1234')).toEqual(ok);
    expect(check('^[A-Z]{2}\\d{4}$', 'ab1234')).toEqual({ ok: false, message: '格式不正确' });
    expect(check('/^[a-z]{2}\\d{4}$/gi', 'AB1234')).toEqual(ok);
    expect(check('/^[a-z]{2}\\d{4}$/gi', 'AB1234')).toEqual(ok);
  });
  it('an invalid regular expression is a clear error, not a throw', () => {
    expect(compileCellPattern('([a-z')).toEqual({
      ok: false,
      message: '校验规则“([a-z”不是有效的正则表达式',
    });
    expect(() => validateCell('x', [{ pattern: '([a-z' }])).not.toThrow();
    expect(validateCell('x', [{ pattern: '([a-z' }]).ok).toBe(false);
  });
  it('required fails on empty; patterns skip empty values', () => {
    expect(validateCell('', [{ required: true }])).toEqual({ ok: false, message: '该字段不能为空' });
    expect(validateCell('', [{ pattern: 'm' }])).toEqual(ok);
  });
  it('unique or only: the value must not repeat among rows', () => {
    expect(validateCell('A1', [{ unique: true }], ['B2', 'A1'])).toEqual({
      ok: false,
      message: '该值不能重复',
    });
    expect(validateCell('A1', [{ pattern: 'only' }], ['B2'])).toEqual(ok);
    expect(validateCell(5, [{ pattern: 'only' }], ['5'])).toEqual({ ok: false, message: '该值不能重复' });
  });
  it('the first failing rule wins', () => {
    const rules = [{ required: true }, { pattern: 'n6-16' }, { unique: true }];
    expect(validateCell('', rules)).toEqual({ ok: false, message: '该字段不能为空' });
    expect(validateCell('12', rules, ['12'])).toEqual({ ok: false, message: '请输入6-16位数字' });
    expect(validateCell('123456', rules, ['123456'])).toEqual({ ok: false, message: '该值不能重复' });
  });
});
