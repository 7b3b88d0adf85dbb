import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from './fake-socket.js';
import { createLiveConnection } from './live-connection.js';
import { useLiveStatus } from './use-live-status.js';

describe('useLiveStatus', () => {
  it('follows the connection state', () => {
    FakeSocket.reset();
    const live = createLiveConnection({
      WebSocket: FakeSocket,
      url: () => 'ws://h/websocket/u',
      token: () => 't',
      onMessage: () => undefined,
    });
    const { result } = renderHook(() => useLiveStatus(live));
    expect(result.current.status).toBe('idle');
    act(() => live.connect());
    expect(result.current.status).toBe('connecting');
    act(() => FakeSocket.last().serverOpens());
    expect(result.current.status).toBe('open');
    act(() => live.disconnect());
    expect(result.current.status).toBe('closed');
  });
});
