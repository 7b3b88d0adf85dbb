import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../router/index.js';
import { createListModel, type ListModel } from './list-model.js';
import { createFakeListTransport, flush, rows, type FakeListTransport } from './list-test-kit.js';
import type { Notice } from '../core/observable-store.js';

const urls = {
  list: '/chronic/patient/list',
  delete: '/chronic/patient/delete',
  deleteBatch: '/chronic/patient/deleteBatch',
};

let transport: FakeListTransport;
let router: MemoryRouterAdapter;
let notices: Notice[];

function setup(over: Partial<Parameters<typeof createListModel>[0]> = {}): ListModel {
  const model = createListModel({ urls, transport, router, columns: ['name', 'sex', 'action'], ...over });
  model.onNotice((notice) => notices.push(notice));
  return model;
}

async function answer(total: number, count = Math.min(total, 30)): Promise<void> {
  transport.lists.at(-1)!.resolve({ records: rows(count), total });
  await flush();
}

beforeEach(() => {
  transport = createFakeListTransport();
  router = createMemoryRouterAdapter('/patients?projectId=7');
  notices = [];
});

describe('list model: loading and request params', () => {
  it('loads page 1 of 30 sorted by createTime desc with the field list, and flags loading meanwhile', async () => {
    const model = setup();
    model.mount();
    expect(model.getSnapshot().loading).toBe(true);
    expect(transport.lists[0]!.url).toBe(urls.list);
    expect(transport.lists[0]!.params).toEqual({
      column: 'createTime',
      order: 'desc',
      field: 'id,name,sex',
      pageNo: 1,
      pageSize: 30,
    });
    await answer(95);
    const state = model.getSnapshot();
    expect(state.loading).toBe(false);
    expect(state.dataSource).toHaveLength(30);
    expect(state.pagination).toEqual({
      current: 1,
      pageSize: 30,
      total: 95,
      pageSizeOptions: [10, 30, 50, 100, 300, 500, 1000],
    });
  });

  it('sends super query, query fields, sorter, filters and paging, dropping empty values', async () => {
    const model = setup();
    model.mount();
    await answer(0);
    model.setSuperQuery({ superQueryParams: '%5B%5D', superQueryMatchType: 'or' });
    await answer(0);
    model.setFilters({ sex: ['1', '2'], status: null });
    await answer(0);
    model.setSorter('name', 'asc');
    await answer(0);
    model.search({ name: '*张*', idCard: '' });
    expect(transport.lists.at(-1)!.params).toEqual({
      superQueryParams: '%5B%5D',
      superQueryMatchType: 'or',
      name: '*张*',
      column: 'name',
      order: 'asc',
      sex: '1,2',
      field: 'id,name,sex',
      pageNo: 1,
      pageSize: 30,
    });
  });

  it('without a list url warns 请设置url.list属性 and sends nothing', () => {
    const model = setup({ urls: {} });
    model.mount();
    expect(transport.lists).toHaveLength(0);
    expect(notices).toEqual([{ level: 'error', text: '请设置url.list属性' }]);
  });

  it('shows 510 as a warning, success:false and timeouts as errors, HTTP refusals in state only', async () => {
    const model = setup();
    model.mount();
    transport.lists[0]!.reject(Object.assign(new Error('没有权限访问'), { code: 510, status: 200 }));
    await flush();
    expect(notices).toEqual([{ level: 'warning', text: '没有权限访问' }]);
    expect(model.getSnapshot()).toMatchObject({ loading: false, error: '没有权限访问' });
    void model.reload();
    transport.lists
      .at(-1)!
      .reject(Object.assign(new Error('查询条件值过长: 姓名'), { code: 500, status: 200 }));
    await flush();
    expect(notices.at(-1)).toEqual({ level: 'error', text: '查询条件值过长: 姓名' });
    void model.reload();
    transport.lists
      .at(-1)!
      .reject(Object.assign(new Error('timeout'), { status: 0, userMessage: '网络超时' }));
    await flush();
    expect(notices.at(-1)).toEqual({ level: 'error', text: '网络超时' });
    expect(notices).toHaveLength(3);
    // The client's error notice already told an HTTP refusal (shell-spec 8): said once, not twice.
    void model.reload();
    transport.lists.at(-1)!.reject(Object.assign(new Error('服务器内部错误'), { code: 500, status: 500 }));
    await flush();
    expect(notices).toHaveLength(3);
    expect(model.getSnapshot().error).toBe('服务器内部错误');
  });

  it('drops the old rows when a load fails, and a retry brings them back', async () => {
    const model = setup();
    model.mount();
    transport.lists[0]!.resolve({ records: rows(3), total: 3 });
    await flush();
    model.select(['1']);
    void model.reload();
    transport.lists.at(-1)!.reject(Object.assign(new Error('网络超时'), { status: 0 }));
    await flush();
    expect(model.getSnapshot()).toMatchObject({ dataSource: [], selectedRowKeys: [], error: '网络超时' });
    void model.reload();
    transport.lists.at(-1)!.resolve({ records: rows(3), total: 3 });
    await flush();
    expect(model.getSnapshot()).toMatchObject({ error: null });
    expect(model.getSnapshot().dataSource).toHaveLength(3);
  });

  it('never lets a late response overwrite a newer one, and aborts the older request', async () => {
    const model = setup();
    model.mount();
    model.setPage(2);
    const [first, second] = transport.lists;
    expect(first!.signal.aborted).toBe(true);
    second!.resolve({ records: rows(1, 31), total: 31 });
    await flush();
    first!.resolve({ records: rows(30), total: 999 });
    await flush();
    expect(model.getSnapshot().dataSource.map((r) => r.id)).toEqual(['31']);
    expect(model.getSnapshot().pagination.total).toBe(31);
  });
});

describe('list model: paging, search and reset', () => {
  it('search, reset, filters and advanced query go back to page 1; page size change too', async () => {
    const model = setup();
    model.mount();
    await answer(500);
    const back = [
      () => model.search({ name: '王' }),
      () => model.reset(),
      () => model.setSuperQuery({ superQueryParams: 'x', superQueryMatchType: 'and' }),
      () => model.setFilters({ sex: '1' }),
      () => model.setPage(1, 50),
    ];
    for (const action of back) {
      model.setPage(4);
      await answer(500);
      expect(model.getSnapshot().pagination.current).toBe(4);
      action();
      await answer(500);
      expect(model.getSnapshot().pagination.current).toBe(1);
    }
  });

  it('reset empties the query form but keeps the advanced query', async () => {
    const model = setup();
    model.mount();
    model.setSuperQuery({ superQueryParams: 'x', superQueryMatchType: 'and' });
    model.search({ name: '王' });
    model.reset();
    expect(model.getSnapshot().queryParam).toEqual({});
    expect(model.getSnapshot().superQuery).toEqual({ superQueryParams: 'x', superQueryMatchType: 'and' });
  });

  it('search with an unchanged query still reloads', async () => {
    const model = setup();
    model.mount();
    await answer(1);
    model.search({});
    expect(transport.lists).toHaveLength(2);
  });

  it('sorter order null returns to the default sort', async () => {
    const model = setup();
    model.mount();
    model.setSorter('name', 'asc');
    model.setSorter('name', null);
    expect(model.getSnapshot().sorter).toEqual({ column: 'createTime', order: 'desc' });
  });
});

describe('list model: selection', () => {
  it('keeps rows picked on other pages, and clears when the query changes (not on paging or sorting)', async () => {
    const model = setup();
    model.mount();
    await answer(60);
    model.select(['1', '2']);
    model.setPage(2);
    transport.lists.at(-1)!.resolve({ records: rows(30, 31), total: 60 });
    await flush();
    model.select(['1', '2', '31']);
    expect(model.getSnapshot().selectionRows.map((r) => r.id)).toEqual(['1', '2', '31']);
    model.setSorter('name', 'asc');
    expect(model.getSnapshot().selectedRowKeys).toEqual(['1', '2', '31']);
    model.search({ name: '李' });
    expect(model.getSnapshot().selectedRowKeys).toEqual([]);
    expect(model.getSnapshot().selectionRows).toEqual([]);
  });
});
