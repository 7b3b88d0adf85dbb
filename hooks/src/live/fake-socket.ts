// Test double of a WebSocket: records construction and sent frames; the test drives open, frames and close.
import type { LiveSocket } from './live-types.js';

export class FakeSocket implements LiveSocket {
  static made: FakeSocket[] = [];
  static throwOnCreate = false;
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    if (FakeSocket.throwOnCreate) throw new SyntaxError('bad protocol');
    FakeSocket.made.push(this);
  }

  static reset(): void {
    FakeSocket.made = [];
    FakeSocket.throwOnCreate = false;
  }

  static last(): FakeSocket {
    const socket = FakeSocket.made.at(-1);
    if (!socket) throw new Error('no socket made');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  serverOpens(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  serverSends(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  serverCloses(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}
