import { describe, expect, it } from 'vitest';
import { pickParams } from './scoped-list-transport.js';

describe('pickParams', () => {
  it('keeps only the allowed, non-empty params and adds the fixed ones', () => {
    const params = {
      pageNo: 2,
      pageSize: 30,
      column: 'createTime',
      order: 'desc',
      readFlag: '0',
      field: 'id',
      name: '',
    };
    expect(pickParams(params, ['pageNo', 'pageSize', 'readFlag', 'name'], { projectId: 'p1' })).toEqual({
      pageNo: 2,
      pageSize: 30,
      readFlag: '0',
      projectId: 'p1',
    });
  });
  it('lets a fixed param win over one from the query', () => {
    expect(pickParams({ projectId: 'other' }, ['projectId'], { projectId: 'mine' })).toEqual({
      projectId: 'mine',
    });
  });
});
