import { describe, expect, it, vi } from 'vitest';
import type { ClinicClient } from '@clinic/sdk';
import { departTreeLoader } from '../dict/sdk-dict-sources.js';
import {
  lookupUsernames,
  positionPickerLoader,
  reportTransport,
  userPickerLoader,
} from './sdk-picker-sources.js';

function fakeClient(
  answer: unknown = { records: [{ id: '1', username: 'doctor', realname: '王医生' }], total: 1 },
) {
  const call = vi.fn(async () => answer);
  const request = vi.fn(async () => answer);
  return { client: { call, request } as unknown as Pick<ClinicClient, 'call' | 'request'>, call, request };
}

const base = { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' as const };

describe('picker SDK sources', () => {
  it('the user picker asks queryUserComponentData by department and name', async () => {
    const { client, call } = fakeClient();
    const page = await userPickerLoader(client)({ ...base, filters: { departId: 'd1', username: '王' } });
    expect(call).toHaveBeenCalledWith(
      'queryUserComponentData',
      {
        query: {
          pageNo: 1,
          pageSize: 10,
          column: 'createTime',
          order: 'desc',
          departId: 'd1',
          username: '王',
        },
      },
      { signal: undefined },
    );
    expect(page.total).toBe(1);
  });

  it('sex and birthday go with the department to the same picker operation', async () => {
    const { client, call } = fakeClient();
    await userPickerLoader(client)({
      ...base,
      filters: { departId: 'd1', sex: '2', birthday: '1990-01-01' },
    });
    const [id, args] = call.mock.calls[0] as unknown as [string, { query: Record<string, unknown> }];
    expect(id).toBe('queryUserComponentData');
    expect(args.query).toMatchObject({ departId: 'd1', sex: '2', birthday: '1990-01-01' });
  });

  it('looks usernames up on page 1 with a page as large as the list; nothing to look up, no call', async () => {
    const { client, call } = fakeClient();
    await lookupUsernames(client, ['doctor', ' nurse ', '']);
    expect(call).toHaveBeenCalledWith('queryUsersByUsernames', {
      query: { usernames: 'doctor,nurse', pageNo: 1, pageSize: 2 },
    });
    call.mockClear();
    expect(await lookupUsernames(client, [])).toEqual([]);
    expect(call).not.toHaveBeenCalled();
  });

  it('the position picker searches by name with a contains pattern', async () => {
    const { client, call } = fakeClient();
    await positionPickerLoader(client)({ pageNo: 2, pageSize: 10, filters: { name: '主任' } });
    expect(call).toHaveBeenCalledWith(
      'positionList',
      { query: { pageNo: 2, pageSize: 10, name: '*主任*' } },
      { signal: undefined },
    );
  });

  it('departments load one level at a time through the registered tree source', async () => {
    const { client, call } = fakeClient([{ key: 'd1', title: '内科', leaf: true }]);
    const nodes = await departTreeLoader(client)('root');
    expect(call).toHaveBeenCalledWith('loadDictTreeData', {
      query: { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id', pid: 'root' },
    });
    expect(nodes[0]).toMatchObject({ key: 'd1', title: '内科', isLeaf: true });
  });

  it('report data goes to getData with the dynamic params', async () => {
    const { client, request } = fakeClient([{ id: 'x' }]);
    const page = await reportTransport(client).data('R1', { pageNo: 1, self_status: '1' });
    expect(request).toHaveBeenCalledWith('GET', '/online/cgreport/api/getData/R1', {
      query: { pageNo: 1, self_status: '1' },
    });
    expect(page).toEqual({ records: [{ id: 'x' }], total: 1 });
  });
});
