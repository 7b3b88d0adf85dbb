import { describe, expect, it } from 'vitest';
import type { Notice } from '../core/observable-store.js';
import { businessError, fakeTransport, msg } from './message-test-kit.js';
import { createUnreadPopupModel } from './unread-popup-model.js';

function setup(appCode = 'TB-D-WEB') {
  const transport = fakeTransport({ recent: [msg('a'), msg('b'), msg('c')] });
  let reads = 0;
  const model = createUnreadPopupModel({ transport, appCode, onRead: () => (reads += 1) });
  const notices: Notice[] = [];
  model.onNotice((n) => notices.push(n));
  const flags = () => model.getSnapshot().messages.map((m) => m.readFlag);
  return { transport, model, notices, flags, reads: () => reads };
}

describe('unread popup model', () => {
  it('loads nothing and stays closed outside TB-D-WEB', async () => {
    const { model, transport } = setup('RWS-P-WEB');
    await model.start();
    expect(model.getSnapshot()).toMatchObject({ enabled: false, open: false });
    expect(transport.calls).toEqual([]);
  });

  it('for TB-D-WEB loads the last 3 days, opens on the first message and marks it read', async () => {
    const { model, transport, flags } = setup();
    await model.start();
    const s = model.getSnapshot();
    expect(transport.calls).toEqual(['unreadByDays:3', 'markRead:a']);
    // The message shown is read: the count beside the title says how many are left.
    expect(s).toMatchObject({ enabled: true, open: true, title: '近3天未读消息', count: 2, index: 0 });
    expect(s.current?.id).toBe('a');
    expect(s.canPrev).toBe(false);
    expect(s.canNext).toBe(true);
    expect(flags()).toEqual([1, 0, 0]);
  });

  it('stays closed when nothing is unread', async () => {
    const { model, transport } = setup();
    transport.recent = [];
    await model.start();
    expect(model.getSnapshot()).toMatchObject({ open: false, count: 0, current: null });
  });

  it('下一条 opens the next message and marks it read; 上一条 goes back without a read call', async () => {
    const { model, transport, flags } = setup();
    await model.start();
    await model.next();
    expect(model.getSnapshot().current?.id).toBe('b');
    expect(flags()).toEqual([1, 1, 0]);
    expect(model.getSnapshot().count).toBe(1);
    await model.prev();
    expect(model.getSnapshot().count).toBe(1);
    expect(model.getSnapshot().current?.id).toBe('a');
    expect(transport.calls).toEqual(['unreadByDays:3', 'markRead:a', 'markRead:b']);
    await model.next();
    await model.next();
    expect(model.getSnapshot()).toMatchObject({ index: 2, canNext: false, canPrev: true });
    await model.next();
    expect(model.getSnapshot().index).toBe(2);
  });

  it('rolls the next message back to unread and shows the error when its read call fails', async () => {
    const { model, transport, flags, notices } = setup();
    await model.start();
    transport.failNextRead = businessError('网络繁忙');
    await model.next();
    expect(model.getSnapshot().current?.id).toBe('b');
    expect(flags()).toEqual([1, 0, 0]);
    expect(model.getSnapshot().count).toBe(2);
    expect(notices).toEqual([{ level: 'error', text: '网络繁忙' }]);
  });

  it('rolls the first message back when the read call at opening fails', async () => {
    const { model, transport, flags, notices } = setup();
    transport.failNextRead = businessError('读取失败');
    await model.start();
    expect(flags()).toEqual([0, 0, 0]);
    expect(model.getSnapshot().count).toBe(3);
    expect(notices.map((n) => n.text)).toEqual(['读取失败']);
  });

  it('全部已读 marks every message read, closes and tells the counts', async () => {
    const { model, transport, flags, reads } = setup();
    await model.start();
    await model.markAllRead();
    expect(flags()).toEqual([1, 1, 1]);
    expect(transport.calls.at(-1)).toBe('markAllRead');
    expect(model.getSnapshot().open).toBe(false);
    expect(reads()).toBe(2);
  });

  it('全部已读 failing puts the unread ones back to 0, keeps the popup open and shows the error', async () => {
    const { model, transport, flags, notices } = setup();
    await model.start();
    transport.failNextRead = businessError('操作失败');
    await model.markAllRead();
    expect(flags()).toEqual([1, 0, 0]);
    expect(model.getSnapshot().open).toBe(true);
    expect(notices.map((n) => n.text)).toEqual(['操作失败']);
  });

  it('a failed load shows the error and stays closed', async () => {
    const { model, transport, notices } = setup();
    transport.unreadByDays = async () => {
      throw businessError('加载失败了');
    };
    await model.start();
    expect(model.getSnapshot()).toMatchObject({ open: false, loading: false });
    expect(notices.map((n) => n.text)).toEqual(['加载失败了']);
  });
});
