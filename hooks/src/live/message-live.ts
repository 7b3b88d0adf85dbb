// Live refresh of message counts: socket pushes with cmd topic/user and messaging-SDK pushes with pushType
// message_center trigger a refresh; anything the messaging SDK throws is ignored (shell-spec 4.5).
import { createLiveConnection, type LiveConnection, type LiveConnectionOptions } from './live-connection.js';
import { refreshesCounts } from './live-payload.js';
import type { LivePayload } from './live-types.js';

/** A third-party push channel (the messaging SDK); it may throw at any point. */
export interface PushSource {
  subscribe(listener: (payload: LivePayload) => void): (() => void) | void;
}

export interface MessageLiveOptions extends Omit<LiveConnectionOptions, 'onMessage'> {
  /** The count refresh (the counts scheduler's `trigger`). */
  refresh(): unknown;
  pushSources?: readonly PushSource[];
  /** Every push, for hosts that show more than counts. */
  onPush?: (payload: LivePayload) => void;
}

export interface MessageLive {
  connection: LiveConnection;
  start(): void;
  stop(): void;
}

/** Runs `fn`, ignoring anything it throws or rejects with. */
function quietly(fn: () => unknown): void {
  try {
    const result = fn();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // Deliberately ignored: see the module comment.
  }
}

export function createMessageLive(options: MessageLiveOptions): MessageLive {
  const { refresh, pushSources = [], onPush, ...socketOptions } = options;
  const handle = (payload: LivePayload) => {
    if (onPush) quietly(() => onPush(payload));
    if (refreshesCounts(payload)) quietly(refresh);
  };
  const connection = createLiveConnection({ ...socketOptions, onMessage: handle });
  let stops: (() => void)[] = [];
  return {
    connection,
    start() {
      connection.connect();
      if (stops.length > 0) return;
      for (const source of pushSources) {
        quietly(() => {
          const stop = source.subscribe((payload) => quietly(() => handle(payload)));
          if (typeof stop === 'function') stops.push(stop);
        });
      }
    },
    stop() {
      connection.disconnect();
      for (const stop of stops) quietly(stop);
      stops = [];
    },
  };
}
