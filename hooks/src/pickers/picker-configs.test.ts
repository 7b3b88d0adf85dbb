import { describe, expect, it } from 'vitest';
import {
  BUSINESS_PICKER,
  POSITION_PICKER,
  ROLE_PICKER,
  USER_PICKER,
  businessLookupParams,
  ellipsis,
  pickedValues,
} from './picker-configs.js';
import { toPickerPage } from './picker-types.js';

describe('picker constants and helpers', () => {
  it('widths, page sizes and return fields follow the spec', () => {
    expect([USER_PICKER.width, POSITION_PICKER.width, BUSINESS_PICKER.width]).toEqual([1250, 1000, 900]);
    expect(BUSINESS_PICKER.pageSize).toBe(5);
    expect(BUSINESS_PICKER.pageSizeOptions).toEqual([5, 10, 20, 30]);
    expect(USER_PICKER.columns.map((c) => c.key)).toEqual(['realname', 'username', 'phone', 'birthday']);
    expect(pickedValues([{ id: 'r1', roleCode: 'admin' }], ROLE_PICKER.returnField)).toEqual({
      ids: ['r1'],
      values: ['admin'],
      value: 'admin',
    });
  });

  it('business value lookup joins keys with commas plus a trailing comma', () => {
    expect(businessLookupParams('code', ['a', 'b'])).toEqual({ code: 'a,b,', pageNo: 1, pageSize: 2 });
  });

  it('ellipsis at 12 characters, -1 disables', () => {
    expect(ellipsis('一二三四五六七八', 12)).toBe('一二三四五六...');
    expect(ellipsis('abcdefghijklm', 12)).toBe('abcdefghijkl...');
    expect(ellipsis('短', 12)).toBe('短');
    expect(ellipsis('x'.repeat(30), -1)).toHaveLength(30);
  });

  it('reads an array or result.records', () => {
    expect(toPickerPage([{ id: 1 }])).toEqual({ records: [{ id: 1 }], total: 1 });
    expect(toPickerPage({ records: [{ id: 1 }], total: 9 })).toEqual({ records: [{ id: 1 }], total: 9 });
    expect(toPickerPage('nonsense')).toEqual({ records: [], total: 0 });
  });
});
