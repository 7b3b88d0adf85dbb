// Idle logout with a warning (shell-spec 4.1, idle polled every second): a minute before the timeout the user is warned
// with a countdown; 继续使用 starts the wait again; at the timeout the session ends (onTimeout).
import { createObservableStore } from '../core/observable-store.js';
import { DEFAULT_IDLE_TIMEOUT_MS, IDLE_POLL_MS } from '../idle/idle-model.js';

/** How long before the idle logout the warning appears (at most half the timeout, for short test-sized ones). */
export const IDLE_WARNING_LEAD_MS = 60_000;
export const IDLE_WARNING_TITLE = '即将自动退出';
export const IDLE_CONTINUE_TEXT = '继续使用';
export const IDLE_LOGOUT_NOW_TEXT = '立即退出';

export function idleWarningText(secondsLeft: number): string {
  return `您已长时间未操作，为保护患者信息，系统将在 ${secondsLeft} 秒后自动退出登录`;
}

/** What the login page says after the idle logout (shell-spec 4.1), so the user knows why the session ended. */
export function idleLogoutNotice(timeoutMs: number): string {
  const minutes = Math.round(timeoutMs / 60_000);
  const idle = minutes >= 1 ? `您已 ${minutes} 分钟未操作` : '您长时间未操作';
  return `${idle}，为保护患者信息，系统已自动退出登录，请重新登录`;
}

/** Shortest idle timeout an override may set (a timeout is never made longer than the default). */
export const MIN_IDLE_TIMEOUT_MS = 2000;

/**
 * The idle timeout from an override (the console reads localStorage `CLINIC_IDLE_TIMEOUT_MS`, for tests): only a
 * whole number of milliseconds shorter than the default counts, so an override can never keep a workstation open longer.
 */
export function idleTimeoutFrom(raw: string | null | undefined): number {
  const value = raw == null || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isInteger(value) || value < MIN_IDLE_TIMEOUT_MS || value >= DEFAULT_IDLE_TIMEOUT_MS) {
    return DEFAULT_IDLE_TIMEOUT_MS;
  }
  return value;
}

export type IdleLogoutSnapshot =
  { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'timedOut' };

export interface IdleLogoutModelOptions {
  timeoutMs?: number;
  warningLeadMs?: number;
  pollMs?: number;
  now?: () => number;
  /** Subscribes to user activity (mouse, keys, touch, scroll); `domActivitySource(window)` in the console. */
  subscribeActivity?: (listener: () => void) => () => void;
  /** Ends the session, once: at the timeout ('idle') or when the warned user chose 立即退出 ('user'). */
  onTimeout: (cause: 'idle' | 'user') => void;
}

export interface IdleLogoutModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): IdleLogoutSnapshot;
  /** 继续使用: the user is back; the wait starts again. */
  keepWorking(): void;
  /** 立即退出: ends the session now. */
  logoutNow(): void;
  start(): void;
  stop(): void;
}

const ACTIVE: IdleLogoutSnapshot = { phase: 'active' };

export function createIdleLogoutModel(options: IdleLogoutModelOptions): IdleLogoutModel {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const leadMs = Math.min(options.warningLeadMs ?? IDLE_WARNING_LEAD_MS, Math.floor(timeoutMs / 2));
  const pollMs = options.pollMs ?? IDLE_POLL_MS;
  const store = createObservableStore<IdleLogoutSnapshot>(ACTIVE);
  let lastActiveAt = now();
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopActivity: (() => void) | null = null;

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
    stopActivity?.();
    stopActivity = null;
  };

  const timeOut = (cause: 'idle' | 'user') => {
    if (store.getSnapshot().phase === 'timedOut') return;
    stop();
    store.set({ phase: 'timedOut' });
    options.onTimeout(cause);
  };

  // Activity fires on every mouse move: it only moves a number, and publishes nothing while the user is active.
  // Once warned, a passing mouse does not count: the user says 继续使用, so a workstation left alone still closes.
  const activity = () => {
    if (store.getSnapshot().phase === 'active') lastActiveAt = now();
  };

  const poll = () => {
    const { phase } = store.getSnapshot();
    if (phase === 'timedOut') return;
    const left = timeoutMs - (now() - lastActiveAt);
    if (left <= 0) return timeOut('idle');
    if (left > leadMs) {
      if (phase !== 'active') store.set(ACTIVE);
      return;
    }
    const secondsLeft = Math.ceil(left / 1000);
    const current = store.getSnapshot();
    if (current.phase !== 'warning' || current.secondsLeft !== secondsLeft) {
      store.set({ phase: 'warning', secondsLeft });
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    keepWorking() {
      if (store.getSnapshot().phase === 'timedOut') return;
      lastActiveAt = now();
      store.set(ACTIVE);
    },
    logoutNow: () => timeOut('user'),
    start() {
      if (timer || store.getSnapshot().phase === 'timedOut') return;
      lastActiveAt = now();
      stopActivity = options.subscribeActivity?.(activity) ?? null;
      timer = setInterval(poll, pollMs);
    },
    stop,
  };
}
