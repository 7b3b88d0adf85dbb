import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createListModel } from './list-model.js';
import { pageAfterDelete } from './list-request.js';
import { createFakeListTransport, flush, rows, type FakeListTransport } from './list-test-kit.js';
import type { ListUrls } from './list-types.js';
import type { Notice } from '../core/observable-store.js';

const urls = { list: '/sys/user/list', delete: '/sys/user/delete', deleteBatch: '/sys/user/deleteBatch' };
let transport: FakeListTransport;
let notices: Notice[];

async function mountedOnLastPage(listUrls: ListUrls = urls) {
  const router = createMemoryRouterAdapter('/users?pageNo=4');
  const model = createListModel({ urls: listUrls, transport, router, columns: ['name'] });
  model.onNotice((n) => notices.push(n));
  model.mount();
  transport.lists.at(-1)?.resolve({ records: rows(1, 91), total: 91 });
  await flush();
  return { model, router };
}

beforeEach(() => {
  transport = createFakeListTransport();
  notices = [];
});

describe('pageAfterDelete', () => {
  it('moves back only when the remaining total no longer reaches the page', () => {
    expect(pageAfterDelete(4, 30, 91, 1)).toBe(3);
    expect(pageAfterDelete(4, 30, 92, 1)).toBe(4);
    expect(pageAfterDelete(2, 30, 40, 10)).toBe(1);
    expect(pageAfterDelete(1, 30, 1, 1)).toBe(1);
    expect(pageAfterDelete(3, 10, 30, 25)).toBe(1);
  });
});

describe('list model: deletes', () => {
  it('batch delete without a url: 请设置url.deleteBatch属性!', async () => {
    const { model } = await mountedOnLastPage({ list: urls.list });
    model.select(['91']);
    expect(await model.deleteBatch()).toBe(false);
    expect(notices).toEqual([{ level: 'error', text: '请设置url.deleteBatch属性!' }]);
    expect(transport.batchDeletes).toEqual([]);
  });

  it('batch delete without a selection: 请选择一条记录', async () => {
    const { model } = await mountedOnLastPage();
    expect(model.checkBatchDelete()).toBe(false);
    expect(await model.deleteBatch()).toBe(false);
    expect(notices).toEqual([
      { level: 'warning', text: '请选择一条记录' },
      { level: 'warning', text: '请选择一条记录' },
    ]);
  });

  it('single delete without a url: 请设置url.delete属性!', async () => {
    const { model } = await mountedOnLastPage({ list: urls.list });
    expect(await model.deleteOne('91')).toBe(false);
    expect(notices).toEqual([{ level: 'error', text: '请设置url.delete属性!' }]);
  });

  it('batch delete of the last page moves back a page, clears the selection and reloads', async () => {
    const { model, router } = await mountedOnLastPage();
    model.select(['91']);
    transport.deleteAnswers.push('删除成功!');
    expect(await model.deleteBatch()).toBe(true);
    expect(transport.batchDeletes).toEqual([{ url: urls.deleteBatch, ids: ['91'] }]);
    expect(notices).toEqual([{ level: 'success', text: '删除成功!' }]);
    expect(model.getSnapshot().selectedRowKeys).toEqual([]);
    expect(router.getSearch().pageNo).toBe('3');
    expect(transport.lists.at(-1)!.params.pageNo).toBe(3);
  });

  it('single delete keeps the page when it still has rows, drops the id from the selection', async () => {
    const router = createMemoryRouterAdapter('/users?pageNo=2');
    const model = createListModel({ urls, transport, router, columns: ['name'] });
    model.mount();
    transport.lists[0]!.resolve({ records: rows(30, 31), total: 65 });
    await flush();
    model.select(['31', '32']);
    expect(await model.deleteOne('31')).toBe(true);
    expect(model.getSnapshot().selectedRowKeys).toEqual(['32']);
    expect(transport.lists).toHaveLength(2);
    expect(transport.lists[1]!.params.pageNo).toBe(2);
  });

  it('a refused delete shows the server message as a warning and changes nothing', async () => {
    const { model } = await mountedOnLastPage();
    model.select(['91']);
    transport.deleteAnswers.push(Object.assign(new Error('该记录已被引用，不能删除'), { code: 500 }));
    expect(await model.deleteBatch()).toBe(false);
    expect(notices).toEqual([{ level: 'warning', text: '该记录已被引用，不能删除' }]);
    expect(model.getSnapshot().selectedRowKeys).toEqual(['91']);
    expect(model.getSnapshot().pagination.current).toBe(4);
  });
});
