// Idle detection (shell-spec 4.1): activity marks the user present; a 1 s poll declares idle after the timeout.
import { createObservableStore } from '../core/observable-store.js';

export const IDLE_POLL_MS = 1000;
/** The spec gives the poll, not the timeout: 30 minutes unless the console says otherwise. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30 * 60_000;

/** DOM events the console forwards as activity (mouse, keys, touch, scroll). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export interface IdleSnapshot {
  idle: boolean;
  /** Epoch ms of the last activity. */
  lastActiveAt: number;
}

export interface IdleModelOptions {
  timeoutMs?: number;
  pollMs?: number;
  now?: () => number;
  /** Subscribes to user activity; the console passes DOM listeners on `ACTIVITY_EVENTS`. */
  subscribeActivity?: (listener: () => void) => () => void;
  /** Runs once each time the user becomes idle (e.g. log out, or show a lock screen). */
  onIdle?: () => void;
}

export interface IdleModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): IdleSnapshot;
  /** Records activity; an idle user becomes active again. */
  activity(): void;
  start(): void;
  stop(): void;
}

export function createIdleModel(options: IdleModelOptions = {}): IdleModel {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const pollMs = options.pollMs ?? IDLE_POLL_MS;
  const store = createObservableStore<IdleSnapshot>({ idle: false, lastActiveAt: now() });
  // Activity fires on every mouse move: keep it in a variable and publish only idle changes.
  let lastActiveAt = store.getSnapshot().lastActiveAt;
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopActivity: (() => void) | null = null;

  const activity = () => {
    lastActiveAt = now();
    if (store.getSnapshot().idle) store.set({ idle: false, lastActiveAt });
  };

  const poll = () => {
    if (store.getSnapshot().idle || now() - lastActiveAt < timeoutMs) return;
    store.set({ idle: true, lastActiveAt });
    options.onIdle?.();
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    activity,
    start() {
      if (timer) return;
      lastActiveAt = now();
      store.set({ idle: false, lastActiveAt });
      stopActivity = options.subscribeActivity?.(activity) ?? null;
      timer = setInterval(poll, pollMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopActivity?.();
      stopActivity = null;
    },
  };
}

/** Activity listeners on a DOM target (window in the console), passive so scrolling stays smooth. */
export function domActivitySource(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>) {
  return (listener: () => void) => {
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener);
    };
  };
}
