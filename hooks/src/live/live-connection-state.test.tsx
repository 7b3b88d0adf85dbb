import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from './fake-socket.js';
import { createLiveConnection } from './live-connection.js';
import { useModelState } from '../core/use-model-state.js';

describe('useModelState(live connection)', () => {
  it('follows the connection state', () => {
    FakeSocket.reset();
    const live = createLiveConnection({
      WebSocket: FakeSocket,
      url: () => 'ws://h/websocket/u',
      token: () => 't',
      onMessage: () => undefined,
    });
    const { result } = renderHook(() => useModelState(live));
    expect(result.current.status).toBe('idle');
    act(() => live.connect());
    expect(result.current.status).toBe('connecting');
    act(() => FakeSocket.last().serverOpens());
    expect(result.current.status).toBe('open');
    act(() => live.disconnect());
    expect(result.current.status).toBe('closed');
  });
});
