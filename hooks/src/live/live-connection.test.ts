import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket.js';
import { createLiveConnection, type LiveConnectionOptions } from './live-connection.js';
import type { LivePayload } from './live-types.js';

let token: string | null = 'tok-1';
let received: LivePayload[] = [];

function connection(extra: Partial<LiveConnectionOptions> = {}) {
  return createLiveConnection({
    WebSocket: FakeSocket,
    url: () => 'ws://h/jeecg-boot/websocket/u1',
    token: () => token,
    onMessage: (payload) => received.push(payload),
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
  token = 'tok-1';
  received = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live connection', () => {
  it('offers the token as Sec-WebSocket-Protocol, never in the URL', () => {
    connection().connect();
    expect(FakeSocket.last()).toMatchObject({ url: 'ws://h/jeecg-boot/websocket/u1', protocols: ['tok-1'] });
    expect(FakeSocket.last().url).not.toContain('tok-1');
  });

  it('does not connect without a token', () => {
    token = null;
    const live = connection();
    live.connect();
    expect(FakeSocket.made).toHaveLength(0);
    expect(live.getSnapshot().status).toBe('closed');
  });

  it('delivers JSON pushes, skips heartbeat replies and frames that are no JSON object', () => {
    const live = connection();
    live.connect();
    FakeSocket.last().serverOpens();
    expect(live.getSnapshot().status).toBe('open');
    FakeSocket.last().serverSends({ cmd: 'user', msgId: '9', msgTxt: '新消息' });
    FakeSocket.last().serverSends({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    FakeSocket.last().serverSends('not json');
    FakeSocket.last().serverSends('[1,2]');
    expect(received).toEqual([{ cmd: 'user', msgId: '9', msgTxt: '新消息' }]);
  });

  it('pings every 20 s and stays up while the server answers within 20 s', () => {
    connection().connect();
    const socket = FakeSocket.last();
    socket.serverOpens();
    vi.advanceTimersByTime(20_000);
    expect(socket.sent).toEqual(['ping']);
    vi.advanceTimersByTime(19_000);
    socket.serverSends({ cmd: 'heartcheck' });
    vi.advanceTimersByTime(1_000);
    expect(socket.sent).toEqual(['ping', 'ping']);
    expect(socket.closed).toBe(false);
  });

  it('drops the socket when a ping gets no answer within 20 s, then reconnects with backoff', () => {
    const live = connection();
    live.connect();
    const first = FakeSocket.last();
    first.serverOpens();
    vi.advanceTimersByTime(20_000 + 20_000);
    expect(first.closed).toBe(true);
    expect(live.getSnapshot()).toEqual({ status: 'waiting', attempts: 1 });
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.last().serverOpens();
    expect(live.getSnapshot()).toEqual({ status: 'open', attempts: 0 });
  });

  it('backs off 1, 2, 4 s... and gives up after the attempts allowed', () => {
    const live = connection({ reconnect: { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 3_000 } });
    live.connect();
    FakeSocket.last().serverCloses();
    vi.advanceTimersByTime(1_000);
    FakeSocket.last().serverCloses();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.last().serverCloses();
    // The cap: 3 s rather than 4 s.
    vi.advanceTimersByTime(3_000);
    expect(FakeSocket.made).toHaveLength(4);
    FakeSocket.last().serverCloses();
    vi.advanceTimersByTime(600_000);
    expect(FakeSocket.made).toHaveLength(4);
    expect(live.getSnapshot()).toEqual({ status: 'closed', attempts: 3 });
  });

  it('with reconnect false a lost socket stays closed (the spec’s no-op)', () => {
    const live = connection({ reconnect: false });
    live.connect();
    FakeSocket.last().serverCloses();
    vi.advanceTimersByTime(600_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(live.getSnapshot().status).toBe('closed');
  });

  it('stops reconnecting after the token is gone (logged out)', () => {
    const live = connection();
    live.connect();
    token = null;
    FakeSocket.last().serverCloses();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(live.getSnapshot().status).toBe('closed');
  });

  it('disconnect closes for good and cancels timers', () => {
    const live = connection();
    live.connect();
    const socket = FakeSocket.last();
    socket.serverOpens();
    live.disconnect();
    expect(socket.closed).toBe(true);
    vi.advanceTimersByTime(600_000);
    expect(socket.sent).toEqual([]);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('a socket the host refuses to create counts as a lost connection', () => {
    FakeSocket.throwOnCreate = true;
    const live = connection({ reconnect: { maxAttempts: 1 } });
    expect(() => live.connect()).not.toThrow();
    expect(live.getSnapshot()).toEqual({ status: 'waiting', attempts: 1 });
    vi.advanceTimersByTime(1_000);
    expect(live.getSnapshot().status).toBe('closed');
  });

  it('a throwing listener does not take the socket down', () => {
    const live = connection({
      onMessage: () => {
        throw new Error('listener bug');
      },
    });
    live.connect();
    FakeSocket.last().serverOpens();
    expect(() => FakeSocket.last().serverSends({ cmd: 'user' })).not.toThrow();
    expect(live.getSnapshot().status).toBe('open');
  });
});
