import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeSuperQuery, parseSuperQuery, SuperQueryFormatError } from './super-query-codec.js';
import { SUPER_QUERY_RULES, type SuperQueryCondition } from './super-query-types.js';

const awkward = fc.oneof(
  fc.string({ minLength: 1, maxLength: 16, unit: 'grapheme' }),
  fc.constantFrom('高血压', 'a,b', '"quoted"', "it's", '%41%', '+ &=?#', '\\n', '张三,李四', '[{}]', '  '),
);

const condition: fc.Arbitrary<SuperQueryCondition> = fc
  .record(
    {
      field: awkward,
      rule: fc.constantFrom(...SUPER_QUERY_RULES),
      val: awkward,
      type: fc.constantFrom('string', 'date', 'int', 'list', 'sel_user'),
      dbType: fc.constantFrom('varchar', 'datetime', 'int', 'decimal'),
    },
    { requiredKeys: ['field', 'rule', 'val'] },
  )
  .map((c) => c as SuperQueryCondition);

describe('encodeSuperQuery / parseSuperQuery', () => {
  it('round-trips any rule list and match type (property, fixed seed)', () => {
    fc.assert(
      fc.property(
        fc.array(condition, { maxLength: 8 }),
        fc.constantFrom('and' as const, 'or' as const),
        (list, mt) => {
          const value = encodeSuperQuery(list, mt);
          expect(value.superQueryMatchType).toBe(mt);
          // The wire form is URL-safe: nothing a query string would split or re-read.
          expect(value.superQueryParams).not.toMatch(/[&=+#?\s"]/);
          expect(parseSuperQuery(value.superQueryParams, value.superQueryMatchType)).toEqual({
            conditions: list,
            matchType: mt,
          });
        },
      ),
      { seed: 20261122, numRuns: 500 },
    );
  });

  it('writes the JeecgBoot shape, joins multi-values and drops incomplete rows', () => {
    const value = encodeSuperQuery(
      [
        { field: 'sex', rule: 'in', val: ['1', '2'], type: 'list', dbType: 'varchar' },
        { field: 'name', rule: 'eq', val: '' },
        { rule: 'eq', val: 'x' },
        { field: 'age', rule: 'gt', val: [] },
      ],
      'and',
    );
    expect(decodeURIComponent(value.superQueryParams)).toBe(
      '[{"field":"sex","rule":"in","val":"1,2","type":"list","dbType":"varchar"}]',
    );
  });

  it('reads unencoded JSON and numeric values too', () => {
    expect(parseSuperQuery('[{"field":"age","rule":"gt","val":18}]', 'OR')).toEqual({
      conditions: [{ field: 'age', rule: 'gt', val: '18' }],
      matchType: 'or',
    });
  });

  it('refuses malformed input with the Chinese message', () => {
    const bad = [
      '%E0%A4%A',
      'not json',
      encodeURIComponent('{"field":"a"}'),
      encodeURIComponent('[{"field":"a","rule":"drop table","val":"1"}]'),
      encodeURIComponent('[{"field":"","rule":"eq","val":"1"}]'),
      encodeURIComponent('[{"field":"a","rule":"eq","val":{"x":1}}]'),
      encodeURIComponent('[{"field":"a","rule":"eq","val":"1","type":3}]'),
      encodeURIComponent('[null]'),
    ];
    for (const raw of bad) expect(() => parseSuperQuery(raw)).toThrow(SuperQueryFormatError);
    expect(() => parseSuperQuery('[]', 'xor')).toThrow('高级查询参数格式错误');
  });
});
