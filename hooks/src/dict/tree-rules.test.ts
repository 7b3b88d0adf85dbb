import { describe, expect, it } from 'vitest';
import { checkCondition, readTreeRows } from './tree-rules.js';

describe('tree rules', () => {
  it('accepts a JSON object string or nothing', () => {
    expect(checkCondition('{"code":"A01"}')).toBe('{"code":"A01"}');
    expect(checkCondition('')).toBeUndefined();
    expect(checkCondition(undefined)).toBeUndefined();
  });

  it.each(['code=1', '[1,2]', '"text"', '12', 'null'])(
    'refuses %s with 条件值错误，需要JSON字符串',
    (bad) => {
      expect(() => checkCondition(bad)).toThrow('条件值错误，需要JSON字符串');
    },
  );

  it('reads a tree table answer as an array or records, else 返回数据类型不识别', () => {
    expect(readTreeRows([{ id: '1' }])).toEqual([{ id: '1' }]);
    expect(readTreeRows({ records: [{ id: '2' }], total: 1 })).toEqual([{ id: '2' }]);
    expect(() => readTreeRows({ rows: [] })).toThrow('返回数据类型不识别');
    expect(() => readTreeRows(null)).toThrow('返回数据类型不识别');
  });
});
