import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idCardAgreement, idCardCheckChar, isIdCard, parseIdCard, validateIdCard } from './id-card.js';

const AT = new Date(2026, 10, 22);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('ID card examples', () => {
  it('accepts the GB 11643 examples and parses them', () => {
    expect(parseIdCard('11010519491231002X', AT)).toEqual({ gender: '2', birthday: '1949-12-31', age: 76 });
    expect(parseIdCard('11010519491231002x', AT)?.gender).toBe('2');
    expect(parseIdCard('440524188001010014', AT)).toEqual({ gender: '1', birthday: '1880-01-01', age: 146 });
  });
  it('accepts 15-digit first-generation numbers (born 19xx)', () => {
    expect(parseIdCard('130503670401001', AT)).toEqual({ gender: '1', birthday: '1967-04-01', age: 59 });
  });
  it('age is whole years completed at the given date', () => {
    expect(parseIdCard('11010519491231002X', new Date(2026, 11, 30))?.age).toBe(76);
    expect(parseIdCard('11010519491231002X', new Date(2026, 11, 31))?.age).toBe(77);
  });
  it('rejects bad check digits, impossible dates, years outside 18-20xx and other lengths', () => {
    for (const bad of [
      '110105194912310021',
      '110105194902300026',
      '110105174912310020',
      '11010519491231002',
      '01010519491231002X',
      '1101051949123100XX',
      '130503670431001',
      '13050367040100A',
    ]) {
      expect(isIdCard(bad, AT), bad).toBe(false);
      expect(validateIdCard(bad, AT)).toEqual({ ok: false, message: '请输入正确的身份证号码!' });
    }
  });
  it('rejects a birthday after the reference date', () => {
    const first17 = '11010520300101001';
    expect(isIdCard(first17 + idCardCheckChar(first17)!, AT)).toBe(false);
  });
  it('is optional as a field rule', () => {
    expect(validateIdCard('')).toEqual({ ok: true });
  });
});

const validId = fc
  .record({
    region: fc.integer({ min: 100000, max: 999999 }),
    birth: fc.date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2020, 11, 31)),
      noInvalidDate: true,
    }),
    sequence: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ region, birth, sequence }) => {
    const birthday = `${birth.getUTCFullYear()}-${pad(birth.getUTCMonth() + 1, 2)}-${pad(birth.getUTCDate(), 2)}`;
    const first17 = `${region}${birthday.replaceAll('-', '')}${pad(sequence, 3)}`;
    return { id: first17 + idCardCheckChar(first17)!, birthday, gender: sequence % 2 === 1 ? '1' : '2' };
  });

describe('ID card properties', () => {
  it('generated valid numbers pass and yield their gender and birthday', () => {
    fc.assert(
      fc.property(validId, ({ id, birthday, gender }) => {
        const info = parseIdCard(id, AT);
        expect(info?.birthday).toBe(birthday);
        expect(info?.gender).toBe(gender);
      }),
      { seed: 20261122, numRuns: 500 },
    );
  });
  it('changing any single digit makes the number fail', () => {
    fc.assert(
      fc.property(validId, fc.nat(17), fc.integer({ min: 1, max: 10 }), ({ id }, position, shift) => {
        const current = id[position]!;
        const digit = current === 'X' ? shift % 10 : (Number(current) + shift) % 11;
        const replacement = digit === 10 ? 'X' : String(digit);
        fc.pre(replacement !== current && (replacement !== 'X' || position === 17));
        const changed = id.slice(0, position) + replacement + id.slice(position + 1);
        expect(isIdCard(changed, AT)).toBe(false);
      }),
      { seed: 20261122, numRuns: 2000 },
    );
  });
});

describe('idCardAgreement: what an ID card number fixes', () => {
  it('derives sex, birthday and age from a valid number, with no conflict when they are empty or agree', () => {
    expect(idCardAgreement('11010519491231002X', {}, AT)).toEqual({
      info: { gender: '2', birthday: '1949-12-31', age: 76 },
      conflicts: [],
    });
    expect(
      idCardAgreement('11010519491231002X', { sex: '2', birthday: '1949-12-31' }, AT)?.conflicts,
    ).toEqual([]);
    expect(idCardAgreement('11010519491231002X', { sex: '', birthday: null }, AT)?.conflicts).toEqual([]);
  });
  it('names each contradicting field in Chinese, with what the number says', () => {
    expect(
      idCardAgreement('11010519491231002X', { sex: '1', birthday: '1950-01-01' }, AT)?.conflicts,
    ).toEqual(['性别与身份证号不符，身份证号为女性', '出生日期与身份证号不符，应为1949-12-31']);
    expect(idCardAgreement('440524188001010014', { sex: 2 }, AT)?.conflicts).toEqual([
      '性别与身份证号不符，身份证号为男性',
    ]);
  });
  it('derives nothing from an empty, incomplete or invalid number (a wrong check digit included)', () => {
    for (const id of ['', '   ', null, undefined, '1101051949123', '110105194912310021', 42])
      expect(idCardAgreement(id, { sex: '1' }, AT)).toBeNull();
  });
  it('agrees with the parser on any valid number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2025 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 999 }),
        (y, m, d, seq) => {
          const first17 = `110105${y}${pad(m, 2)}${pad(d, 2)}${pad(seq, 3)}`;
          const id = first17 + idCardCheckChar(first17)!;
          const got = idCardAgreement(id, {}, AT);
          expect(got?.info).toEqual(parseIdCard(id, AT));
          expect(got?.info.gender).toBe(seq % 2 === 1 ? '1' : '2');
        },
      ),
    );
  });
});
