import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket.js';
import { liveSocketUrl } from './live-url.js';
import { refreshesCounts } from './live-payload.js';
import { createMessageLive, type PushSource } from './message-live.js';
import type { LivePayload } from './live-types.js';

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('refreshesCounts', () => {
  it('is true for cmd topic or user and for pushType message_center only', () => {
    expect(refreshesCounts({ cmd: 'topic' })).toBe(true);
    expect(refreshesCounts({ cmd: 'user', msgId: '1' })).toBe(true);
    expect(refreshesCounts({ pushType: 'message_center' })).toBe(true);
    expect(refreshesCounts({ cmd: 'heartcheck' })).toBe(false);
    expect(refreshesCounts({ pushType: 'chat' })).toBe(false);
    expect(refreshesCounts(null)).toBe(false);
  });
});

describe('liveSocketUrl', () => {
  it('builds /websocket/{userId} below the API base on ws or wss', () => {
    expect(liveSocketUrl({ baseUrl: '/jeecg-boot', userId: 'u 1', origin: 'https://clinic.test' })).toBe(
      'wss://clinic.test/jeecg-boot/websocket/u%201',
    );
    expect(liveSocketUrl({ baseUrl: 'http://127.0.0.1:8080/jeecg-boot/?x=1', userId: 'u1' })).toBe(
      'ws://127.0.0.1:8080/jeecg-boot/websocket/u1',
    );
    expect(() => liveSocketUrl({ baseUrl: 'ftp://x/', userId: 'u' })).toThrow(TypeError);
  });
});

describe('message live wiring', () => {
  function setup(pushSources: PushSource[] = []) {
    const refresh = vi.fn();
    const pushes: LivePayload[] = [];
    const live = createMessageLive({
      WebSocket: FakeSocket,
      url: () => 'ws://h/websocket/u1',
      token: () => 't',
      refresh,
      pushSources,
      onPush: (p) => pushes.push(p),
    });
    return { live, refresh, pushes };
  }

  it('refreshes counts on topic and user commands, not on other frames', () => {
    const { live, refresh, pushes } = setup();
    live.start();
    FakeSocket.last().serverOpens();
    FakeSocket.last().serverSends({ cmd: 'topic', msgTxt: '公告' });
    FakeSocket.last().serverSends({ cmd: 'user', msgId: '3' });
    FakeSocket.last().serverSends({ cmd: 'other' });
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(pushes).toHaveLength(3);
    live.stop();
  });

  it('refreshes on messaging-SDK pushes with pushType message_center and ignores the SDK’s errors', () => {
    let emit: (p: LivePayload) => void = () => undefined;
    const unsubscribe = vi.fn(() => {
      throw new Error('sdk teardown failed');
    });
    const good: PushSource = {
      subscribe: (listener) => {
        emit = listener;
        return unsubscribe;
      },
    };
    const broken: PushSource = {
      subscribe: () => {
        throw new Error('sdk not logged in');
      },
    };
    const { live, refresh } = setup([broken, good]);
    expect(() => live.start()).not.toThrow();
    emit({ pushType: 'message_center' });
    emit({ pushType: 'chat' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(() => live.stop()).not.toThrow();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('a rejecting refresh is swallowed', async () => {
    const refresh = vi.fn(() => Promise.reject(new Error('offline')));
    const live = createMessageLive({
      WebSocket: FakeSocket,
      url: () => 'ws://h/x',
      token: () => 't',
      refresh,
    });
    live.start();
    FakeSocket.last().serverOpens();
    FakeSocket.last().serverSends({ cmd: 'user' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    live.stop();
  });
});
