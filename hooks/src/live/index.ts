// Public surface of the live push feature: the socket client and the message-count wiring.
export type {
  LivePayload,
  LiveSnapshot,
  LiveSocket,
  LiveSocketConstructor,
  LiveStatus,
} from './live-types.js';
export { isHeartbeatReply, parseFrame, refreshesCounts } from './live-payload.js';
export { liveSocketUrl, type LiveUrlOptions } from './live-url.js';
export {
  DEFAULT_RECONNECT,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_PING,
  HEARTBEAT_TIMEOUT_MS,
  createLiveConnection,
  type LiveConnection,
  type LiveConnectionOptions,
  type ReconnectPolicy,
} from './live-connection.js';
export {
  createMessageLive,
  type MessageLive,
  type MessageLiveOptions,
  type PushSource,
} from './message-live.js';
