import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../live/fake-socket.js';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createMessageCenter } from './message-center.js';
import { fakeTransport, group, msg } from '../messages/message-test-kit.js';

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(appCode = 'RWS-P-WEB') {
  const transport = fakeTransport({ groups: [group('visit', '随访提醒', [msg('1')])], recent: [msg('1')] });
  const center = createMessageCenter({
    transport,
    router: createMemoryRouterAdapter('/'),
    appCode,
    pollMs: 0,
    live: { WebSocket: FakeSocket, url: () => 'ws://h/websocket/u1', token: () => 't' },
  });
  const loads = () => transport.calls.filter((c) => c === 'noticeGroups').length;
  return { transport, center, loads };
}

describe('message center', () => {
  it('loads counts at start and again after 60 s, and refreshes on a live user push', async () => {
    const { center, transport, loads } = setup();
    center.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(loads()).toBe(1);
    expect(center.notices.getSnapshot().unreadCount).toBe(1);
    FakeSocket.last().serverOpens();
    transport.groups = [group('visit', '随访提醒', [msg('1'), msg('2')])];
    FakeSocket.last().serverSends({ cmd: 'user', msgId: '2', msgTxt: '新消息' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads()).toBe(2);
    expect(center.notices.getSnapshot().unreadCount).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loads()).toBe(3);
    center.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(loads()).toBe(3);
    expect(FakeSocket.last().closed).toBe(true);
  });

  it('a notice click opens the detail model; the popup stays off outside TB-D-WEB', async () => {
    const { center, transport } = setup();
    center.start();
    await vi.advanceTimersByTimeAsync(0);
    await center.notices.click(center.notices.getSnapshot().groups[0]!.msgList[0]!);
    expect(center.detail.getSnapshot()).toMatchObject({ view: 'detail', detail: { title: '标题1' } });
    expect(transport.calls.some((c) => c.startsWith('unreadByDays'))).toBe(false);
    center.stop();
  });

  it('for TB-D-WEB the popup opens at start and its reads refresh the counts', async () => {
    const { center, transport, loads } = setup('TB-D-WEB');
    center.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(center.popup.getSnapshot().open).toBe(true);
    expect(transport.calls).toContain('markRead:1');
    expect(loads()).toBe(2);
    center.stop();
  });
});
