import { describe, expect, it } from 'vitest';
import type { QueryField } from './list-page-types';
import { draftFrom, queryParamFrom } from './query-form';

const fields: QueryField[] = [
  { kind: 'text', key: 'name', label: '姓名' },
  { kind: 'text', key: 'phone', label: '手机号', filter: 'eq' },
  { kind: 'text', key: 'age', label: '年龄', filter: 'ge' },
  { kind: 'dict', key: 'sex', label: '性别', dictCode: 'sex' },
  { kind: 'dateRange', key: 'birthday', label: '出生日期' },
];

describe('query form params', () => {
  it('marks text by its filter type, keeps dictionary values, splits date ranges', () => {
    const params = queryParamFrom(fields, {
      name: ' 张 ',
      phone: '138',
      age: '60',
      sex: '2',
      birthday_begin: '1950-01-01',
      birthday_end: '',
    });
    expect(params).toEqual({
      name: '*张*',
      phone: '138',
      age: '>=60',
      sex: '2',
      birthday_begin: '1950-01-01',
    });
  });

  it('leaves empty fields out so the request drops them', () => {
    expect(queryParamFrom(fields, {})).toEqual({});
  });

  it('shows the URL params back without their markers', () => {
    const draft = draftFrom(fields, { name: '*张*', age: '>=60', sex: '1', birthday_end: '1999-12-31' });
    expect(draft).toEqual({
      name: '张',
      phone: '',
      age: '60',
      sex: '1',
      birthday_begin: '',
      birthday_end: '1999-12-31',
    });
    expect(queryParamFrom(fields, draft)).toEqual({
      name: '*张*',
      age: '>=60',
      sex: '1',
      birthday_end: '1999-12-31',
    });
  });
});
