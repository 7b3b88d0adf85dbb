import { describe, expect, it } from 'vitest';
import { ApiError } from '@clinic/sdk';
import { busyById } from './busy-by-id.js';
import { createObservableStore, type Notice } from './observable-store.js';

function storeWithNotices() {
  const store = createObservableStore<{ busyId: string | null }>({ busyId: null });
  const notices: Notice[] = [];
  store.onNotice((n) => notices.push(n));
  return { store, notices };
}

describe('busyById', () => {
  it('names the busy row, refuses another row meanwhile, and reloads once the row is free', async () => {
    const { store, notices } = storeWithNotices();
    let release!: (n: number) => void;
    const busyInAfter: (string | null)[] = [];
    const after = () => busyInAfter.push(store.getSnapshot().busyId);
    const first = busyById(
      store,
      'a1',
      () => new Promise<number>((r) => (release = r)),
      (n) => `已推送 ${n} 位患者`,
      after,
    );
    expect(store.getSnapshot().busyId).toBe('a1');
    expect(
      await busyById(
        store,
        'a2',
        async () => 1,
        () => '不该出现',
        after,
      ),
    ).toBeNull();
    release(3);
    expect(await first).toBe(3);
    expect(
      await busyById(
        store,
        'a2',
        async () => ({ ok: false }),
        () => ({ level: 'error', text: '执行失败：数据库无应答' }),
        after,
      ),
    ).toEqual({ ok: false });
    expect(notices).toEqual([
      { level: 'success', text: '已推送 3 位患者' },
      { level: 'error', text: '执行失败：数据库无应答' },
    ]);
    expect(busyInAfter).toEqual([null, null]);
  });

  it('a failure tells its user message or 操作失败, skips the reload and frees the row', async () => {
    const { store, notices } = storeWithNotices();
    let reloads = 0;
    const apiError = new ApiError({ status: 500, message: 'x', userMessage: '文章未发布，不能推送' });
    const fail = (error: unknown) =>
      busyById(
        store,
        'a1',
        () => Promise.reject(error),
        () => '好',
        () => reloads++,
      );
    expect(await fail(apiError)).toBeNull();
    expect(await fail(new Error('boom'))).toBeNull();
    expect(notices).toEqual([
      { level: 'error', text: '文章未发布，不能推送' },
      { level: 'error', text: '操作失败' },
    ]);
    expect(reloads).toBe(0);
    expect(store.getSnapshot().busyId).toBeNull();
  });
});
