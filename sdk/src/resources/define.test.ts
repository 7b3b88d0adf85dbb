import { describe, expect, it } from 'vitest';
import { defineResource, filterOf, operationIdOf, permissionOf, showOf } from './define.js';
import { resources } from './index.js';

describe('defineResource', () => {
  it('refuses a declaration with a typo when the module loads', () => {
    const base = { name: 'thing', title: '东西', tag: 'thing', base: '/x/thing', permission: 'x:thing' };
    expect(() => defineResource({ ...base, fields: [{ name: 'Bad', title: 'b', type: 'string' }] })).toThrow(
      /bad field name/,
    );
    expect(() =>
      defineResource({
        ...base,
        fields: [{ name: 'a', title: 'a', type: 'string', format: 'nope' as never }],
      }),
    ).toThrow(/unknown format/);
    expect(() =>
      defineResource({ ...base, fields: [], defaultSort: { field: 'missing', order: 'asc' } }),
    ).toThrow(/default sort/);
  });

  it('derives operation ids, permission codes, filters and default placement', () => {
    const p = resources.patient;
    expect(operationIdOf(p, 'queryById')).toBe('patientQueryById');
    expect(permissionOf(p, 'deleteBatch')).toBe('chronic:patient:deleteBatch');
    const name = p.fields.find((f) => f.name === 'name')!;
    const sex = p.fields.find((f) => f.name === 'sex')!;
    expect(filterOf(name)).toBe('like');
    expect(filterOf(sex)).toBe('eq');
    expect(showOf(name)).toMatchObject({ list: true, query: true, superQuery: true, form: true });
  });
});
