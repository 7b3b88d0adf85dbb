// The advanced query's wire encoding: what the hooks encode the server decodes, raw or URL-encoded.
import { describe, expect, it } from 'vitest';
import {
  decodeSuperQueryParams,
  encodeSuperQueryParams,
  readMatchType,
  superQueryItem,
  type SuperQueryCondition,
} from './super-query.js';

describe('superQueryParams', () => {
  const conditions: SuperQueryCondition[] = [
    { field: 'name', rule: 'like', val: '张%41' },
    { field: 'sex', rule: 'in', val: '1,2', type: 'list' },
  ];

  it('decodes what it encodes, and the already-decoded JSON alike (a literal %41 survives)', () => {
    const encoded = encodeSuperQueryParams(conditions);
    expect(encoded.startsWith('%5B')).toBe(true);
    expect(decodeSuperQueryParams(encoded)).toEqual(conditions);
    expect(decodeSuperQueryParams(JSON.stringify(conditions))).toEqual(conditions);
  });

  it('anything but a JSON array is null', () => {
    for (const raw of ['', '%E0%A4%A', '{"field":"a"}', '[not json', '%7B%7D']) {
      expect(decodeSuperQueryParams(raw)).toBeNull();
    }
  });

  it('an item needs an object with a non-empty field', () => {
    expect(superQueryItem({ field: 'a', rule: 'eq', val: 1 })).toMatchObject({
      field: 'a',
      rule: 'eq',
      val: 1,
    });
    for (const item of [null, [], 'a', { field: '' }, { rule: 'eq' }])
      expect(superQueryItem(item)).toBeNull();
  });

  it('match type: and by default, case-insensitive, null otherwise', () => {
    expect([undefined, '', 'AND', 'or', 'xor'].map(readMatchType)).toEqual(['and', 'and', 'and', 'or', null]);
  });
});
