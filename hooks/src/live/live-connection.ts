// The live socket client (shell-spec 4.5): token as JeecgBoot sends it, heartbeat ping with a 20 s answer timeout,
// and a bounded reconnect backoff (or none, the spec's no-op, with `reconnect: false`).
import { createObservableStore } from '../core/observable-store.js';
import { isHeartbeatReply, parseFrame } from './live-payload.js';
import type { LivePayload, LiveSnapshot, LiveSocket, LiveSocketConstructor } from './live-types.js';

export const HEARTBEAT_TIMEOUT_MS = 20_000;
/** Well inside the server's idle limit (three missed 20 s beats). */
export const HEARTBEAT_INTERVAL_MS = 20_000;
export const HEARTBEAT_PING = 'ping';

export interface ReconnectPolicy {
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * The spec's reconnect is a no-op, which leaves pushes dead until a reload whenever the server restarts or drops an
 * idle socket. A bounded backoff recovers from those, while a refused handshake (expired token: browsers see only
 * close 1006) stops after about two minutes instead of looping. Polling keeps counts right in between.
 */
export const DEFAULT_RECONNECT: Required<ReconnectPolicy> = {
  maxAttempts: 8,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
};

export interface LiveConnectionOptions {
  WebSocket: LiveSocketConstructor;
  /** Called at every (re)connect, so a new base or user id is picked up. */
  url: () => string;
  /** The access token; without one nothing connects (the server would refuse). */
  token: () => string | null;
  onMessage: (payload: LivePayload) => void;
  heartbeatIntervalMs?: number;
  heartbeatTimeoutMs?: number;
  reconnect?: false | ReconnectPolicy;
}

export interface LiveConnection {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LiveSnapshot;
  connect(): void;
  /** Closes for good: no reconnect until `connect` again. */
  disconnect(): void;
}

const OPEN = 1;

export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const intervalMs = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
  const timeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  const policy = options.reconnect === false ? null : { ...DEFAULT_RECONNECT, ...options.reconnect };
  const store = createObservableStore<LiveSnapshot>({ status: 'idle', attempts: 0 });
  let socket: LiveSocket | null = null;
  let wanted = false;
  let beat: ReturnType<typeof setInterval> | undefined;
  let answer: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const stopTimers = () => {
    clearInterval(beat);
    clearTimeout(answer);
    clearTimeout(retry);
    beat = answer = retry = undefined;
  };

  const drop = (current: LiveSocket) => {
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    try {
      current.close();
    } catch {
      // Closing a socket that never opened may throw in some hosts; it is gone either way.
    }
  };

  const scheduleReconnect = () => {
    const { attempts } = store.getSnapshot();
    if (!wanted || !policy || attempts >= policy.maxAttempts) {
      store.set({ status: 'closed', attempts });
      return;
    }
    const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempts);
    store.set({ status: 'waiting', attempts: attempts + 1 });
    retry = setTimeout(open, delay);
  };

  const lost = (current: LiveSocket) => {
    if (socket !== current) return;
    socket = null;
    stopTimers();
    drop(current);
    scheduleReconnect();
  };

  function open() {
    retry = undefined;
    const token = options.token();
    if (!wanted || !token) {
      store.set({ status: 'closed', attempts: store.getSnapshot().attempts });
      return;
    }
    let current: LiveSocket;
    try {
      current =
        // The token travels as Sec-WebSocket-Protocol (JeecgBoot's way): a URL would carry it into logs.
        new options.WebSocket(options.url(), [token]);
    } catch {
      // A bad URL or a token the host refuses as a protocol: as if the socket had closed.
      scheduleReconnect();
      return;
    }
    socket = current;
    store.set({ status: 'connecting', attempts: store.getSnapshot().attempts });
    current.onopen = () => {
      store.set({ status: 'open', attempts: 0 });
      beat = setInterval(() => {
        if (current.readyState !== OPEN) return;
        current.send(HEARTBEAT_PING);
        answer ??= setTimeout(() => lost(current), timeoutMs);
      }, intervalMs);
    };
    current.onmessage = (event) => {
      // Any frame proves the line is alive.
      clearTimeout(answer);
      answer = undefined;
      const payload = parseFrame(event.data);
      if (!payload || isHeartbeatReply(payload)) return;
      try {
        options.onMessage(payload);
      } catch {
        // A failing listener must not take the socket down.
      }
    };
    current.onclose = () => lost(current);
    current.onerror = () => lost(current);
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    connect() {
      if (wanted && socket) return;
      wanted = true;
      stopTimers();
      store.set({ status: 'idle', attempts: 0 });
      open();
    },
    disconnect() {
      wanted = false;
      stopTimers();
      if (socket) drop(socket);
      socket = null;
      store.set({ status: 'closed', attempts: 0 });
    },
  };
}
