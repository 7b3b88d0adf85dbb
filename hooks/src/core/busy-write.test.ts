import { describe, expect, it } from 'vitest';
import { ApiError } from '@clinic/sdk';
import { busyWrite } from './busy-write.js';
import { createObservableStore, type Notice } from './observable-store.js';

function storeWithNotices() {
  const store = createObservableStore({ busy: false, n: 0 });
  const notices: Notice[] = [];
  store.onNotice((n) => notices.push(n));
  return { store, notices };
}

describe('busyWrite', () => {
  it('tells the server text, else the done text, and runs `after` once busy is cleared', async () => {
    const { store, notices } = storeWithNotices();
    let busyInAfter: boolean | null = null;
    expect(
      await busyWrite(
        store,
        async () => '删除成功!',
        { failed: '删除失败' },
        () => (busyInAfter = store.getSnapshot().busy),
      ),
    ).toBe(true);
    expect(await busyWrite(store, async () => undefined, { done: '冻结成功', failed: '冻结失败' })).toBe(
      true,
    );
    expect(notices).toEqual([
      { level: 'success', text: '删除成功!' },
      { level: 'success', text: '冻结成功' },
    ]);
    expect(busyInAfter).toBe(false);
  });

  it('refuses a second write while one runs, and reports a failure by its user message or the fallback', async () => {
    const { store, notices } = storeWithNotices();
    let release!: () => void;
    const first = busyWrite(store, () => new Promise<void>((r) => (release = r)), {
      done: '好',
      failed: '坏',
    });
    expect(store.getSnapshot().busy).toBe(true);
    expect(await busyWrite(store, async () => undefined, { failed: '坏' })).toBe(false);
    release();
    expect(await first).toBe(true);
    const apiError = new ApiError({ status: 500, message: 'x', userMessage: '标签正在使用' });
    expect(await busyWrite(store, () => Promise.reject(apiError), { failed: '保存失败' })).toBe(false);
    expect(await busyWrite(store, () => Promise.reject(new Error('boom')), { failed: '保存失败' })).toBe(
      false,
    );
    expect(notices.slice(1)).toEqual([
      { level: 'error', text: '标签正在使用' },
      { level: 'error', text: '保存失败' },
    ]);
    expect(store.getSnapshot().busy).toBe(false);
  });
});
