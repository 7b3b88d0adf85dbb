import { describe, expect, it, vi } from 'vitest';
import type { ClinicClient } from '@clinic/sdk';
import {
  categoryLabels,
  categoryLoadOne,
  categoryTreeLoader,
  dictSearchSource,
  dictTreeLoader,
} from './sdk-dict-sources.js';

const fake = (answer: unknown) => {
  const call = vi.fn(async () => answer);
  return { client: { call } as unknown as Pick<ClinicClient, 'call'>, call };
};

describe('dictionary SDK sources', () => {
  it('search select: loadDict with keyword and page size; labels through loadDictItem', async () => {
    const { client, call } = fake([]);
    await dictSearchSource(client).search('disease_type', '高', 10);
    expect(call).toHaveBeenCalledWith('loadDict', {
      path: { dictCode: 'disease_type' },
      query: { keyword: '高', pageSize: 10 },
    });
    await dictSearchSource(client).labels('disease_type', ['HBP', 'CHD']);
    expect(call).toHaveBeenLastCalledWith('loadDictItem', {
      path: { dictCode: 'disease_type' },
      query: { key: 'HBP,CHD' },
    });
  });

  it('tree select sends the registered source and the checked condition', async () => {
    const { client, call } = fake([{ key: 'k', label: '高血压', leaf: 0 }]);
    const source = {
      tableName: 'sys_tree_dict',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      condition: ' {"code":"A"} ',
    };
    const nodes = await dictTreeLoader(client, source)(null);
    expect(call).toHaveBeenCalledWith('loadDictTreeData', {
      query: {
        tableName: 'sys_tree_dict',
        text: 'name',
        code: 'id',
        pidField: 'pid',
        pid: '',
        condition: '{"code":"A"}',
      },
    });
    expect(nodes[0]).toMatchObject({ key: 'k', title: '高血压', isLeaf: false });
  });

  it('a bad condition fails before any request', () => {
    const { client, call } = fake([]);
    expect(() =>
      dictTreeLoader(client, { tableName: 't', text: 'n', code: 'id', pidField: 'pid', condition: 'code=1' }),
    ).toThrow('条件值错误，需要JSON字符串');
    expect(() => categoryTreeLoader(client, 'B01', '[1]')).toThrow('条件值错误，需要JSON字符串');
    expect(call).not.toHaveBeenCalled();
  });

  it('categories: roots by pcode, children by pid, one by code, labels by ids', async () => {
    const { client, call } = fake([]);
    const load = categoryTreeLoader(client, 'B01');
    await load(null);
    expect(call).toHaveBeenLastCalledWith('categoryLoadTreeRoot', { query: { async: true, pcode: 'B01' } });
    await load('c1');
    expect(call).toHaveBeenLastCalledWith('categoryLoadTreeChildren', { query: { pid: 'c1' } });
    await categoryLoadOne(client, 'code', 'B01');
    expect(call).toHaveBeenLastCalledWith('categoryLoadOne', { query: { field: 'code', val: 'B01' } });
    await categoryLabels(client, ['a', 'b']);
    expect(call).toHaveBeenLastCalledWith('categoryLoadDictItem', { query: { ids: 'a,b' } });
    call.mockClear();
    expect(await categoryLabels(client, [])).toEqual([]);
    expect(call).not.toHaveBeenCalled();
  });
});
