import { describe, expect, it, vi } from 'vitest';
import { BusinessError } from '@clinic/sdk';
import { createTablePickerModel } from './table-picker-model.js';
import { USER_PICKER, pickedValues, userPickerScrollX } from './picker-configs.js';
import type { PickerQuery, Row } from './picker-types.js';

const users: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: `u${i}`,
  username: `user${i}`,
  realname: `用户${i}`,
}));

function fakeLoad() {
  const calls: PickerQuery[] = [];
  const load = vi.fn(async (q: PickerQuery) => {
    calls.push(q);
    const start = (q.pageNo - 1) * q.pageSize;
    return { records: users.slice(start, start + q.pageSize), total: users.length };
  });
  return { load, calls };
}

const picker = (multiple = false) => {
  const { load, calls } = fakeLoad();
  const model = createTablePickerModel({
    load,
    pageSize: USER_PICKER.pageSize,
    pageSizeOptions: USER_PICKER.pageSizeOptions,
    defaultSort: USER_PICKER.defaultSort,
    multiple,
  });
  return { model, calls };
};

describe('table picker', () => {
  it('opens on page 1 of 10 sorted by createTime desc', async () => {
    const { model, calls } = picker();
    await model.open();
    expect(calls[0]).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', filters: {} });
    expect(model.getSnapshot().rows).toHaveLength(10);
    expect(model.getSnapshot().pageSizeOptions).toEqual([10, 20, 30]);
  });

  it('search goes back to page 1 with the trimmed filters; empty filters are dropped', async () => {
    const { model, calls } = picker();
    await model.open();
    await model.setPage(3);
    model.setFilter('departId', ' d1 ');
    model.setFilter('sex', '');
    await model.search();
    expect(calls.at(-1)).toMatchObject({ pageNo: 1, filters: { departId: 'd1' } });
  });

  it('changing the page size returns to page 1', async () => {
    const { model, calls } = picker();
    await model.open();
    await model.setPage(2);
    await model.setPage(2, 20);
    expect(calls.at(-1)).toMatchObject({ pageNo: 1, pageSize: 20 });
  });

  it('single mode keeps one row; confirm returns it and clears the selection', async () => {
    const { model } = picker();
    await model.open();
    model.toggle(users[0]!);
    model.toggle(users[1]!);
    expect(model.getSnapshot().selectedKeys).toEqual(['u1']);
    const result = model.confirm();
    expect(result).toEqual({ ok: true, rows: [users[1]] });
    expect(model.getSnapshot().selectedKeys).toEqual([]);
  });

  it('confirm without a row warns 请选择一条记录', async () => {
    const { model } = picker(true);
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    await model.open();
    expect(model.confirm()).toEqual({ ok: false, message: '请选择一条记录' });
    expect(notices).toEqual(['请选择一条记录']);
  });

  it('multi mode keeps rows across pages and returns id and username', async () => {
    const { model } = picker(true);
    await model.open();
    model.toggle(users[0]!);
    await model.setPage(2);
    model.toggle(users[12]!);
    const result = model.confirm();
    expect(result.ok && pickedValues(result.rows, USER_PICKER.returnField)).toEqual({
      ids: ['u0', 'u12'],
      values: ['user0', 'user12'],
      value: 'user0,user12',
    });
  });

  it('stored keys show checked and their rows join the selection when their page loads', async () => {
    const { model } = picker(true);
    await model.open(['u3']);
    expect(model.getSnapshot().selectedRows).toEqual([users[3]]);
  });

  it('a late answer never overwrites a newer one', async () => {
    let release: (v: { records: Row[]; total: number }) => void = () => {};
    const load = vi
      .fn()
      .mockImplementationOnce(() => new Promise((r) => (release = r)))
      .mockImplementationOnce(async () => ({ records: [users[5]!], total: 1 }));
    const model = createTablePickerModel({ load });
    const first = model.open();
    await model.search();
    release({ records: users, total: 25 });
    await first;
    expect(model.getSnapshot().rows).toEqual([users[5]]);
  });

  it("a failed load shows the server's message, or 加载失败, and empties the table", async () => {
    const refusal = new BusinessError({
      status: 200,
      code: 500,
      message: '服务器异常',
      userMessage: '服务器异常',
      result: null,
    });
    const model = createTablePickerModel({ load: async () => Promise.reject(refusal) });
    await model.open();
    expect(model.getSnapshot()).toMatchObject({ loading: false, error: '服务器异常', rows: [] });
    const dropped = createTablePickerModel({
      load: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await dropped.open();
    expect(dropped.getSnapshot()).toMatchObject({ loading: false, error: '加载失败', rows: [] });
  });

  it('scrolls x 800 under width 500', () => {
    expect(userPickerScrollX(499)).toBe(800);
    expect(userPickerScrollX(1250)).toBeUndefined();
  });
});
