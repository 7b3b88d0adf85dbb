// The structural WebSocket the live connection needs (browser WebSocket and `ws` both fit), and push payload shapes.

export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveSocketConstructor = new (url: string, protocols?: string | string[]) => LiveSocket;

/** A push as JeecgBoot sends it: `cmd` topic/user (with msgId, msgTxt), or `pushType` from the messaging SDK. */
export interface LivePayload {
  cmd?: string;
  msgId?: string;
  msgTxt?: string;
  pushType?: string;
  [field: string]: unknown;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'closed';

export interface LiveSnapshot {
  status: LiveStatus;
  /** Reconnect attempts since the last successful open. */
  attempts: number;
}
