// Public surface of idle detection (shell-spec 4.1).
export {
  ACTIVITY_EVENTS,
  DEFAULT_IDLE_TIMEOUT_MS,
  IDLE_POLL_MS,
  createIdleModel,
  domActivitySource,
  type IdleModel,
  type IdleModelOptions,
  type IdleSnapshot,
} from './idle-model.js';
