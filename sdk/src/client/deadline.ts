// One AbortSignal per call that the caller's signal and the timeout both abort, and which of them did. The timeouts
// of every call in flight share one timer, armed for the earliest deadline: no timer is made or cleared per call.
// A controller is made only when a timeout is in force (Node 20 makes AbortSignals dear); a caller's signal alone is
// used as it is, and a call with neither goes without.

export interface Deadline {
  /** Undefined when nothing can abort the call. */
  signal: AbortSignal | undefined;
  timedOut(): boolean;
  /** The caller aborted (not the timeout). */
  cancelled(): boolean;
  dispose(): void;
}

interface Pending {
  at: number;
  expire(): void;
}

const pending = new Set<Pending>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** When the shared timer fires; Infinity when none is armed. */
let timerAt = Infinity;

function disarm(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  timerAt = Infinity;
}

/** Arms the shared timer for `at` unless it already fires by then. setTimeout is looked up per call (fake timers). */
function armFor(at: number): void {
  // A timer overdue by a second was lost (cleared from outside, e.g. a test's fake timers): arm a new one.
  if (at >= timerAt && Date.now() < timerAt + 1000) return;
  disarm();
  timerAt = at;
  timer = setTimeout(tick, Math.max(0, at - Date.now()));
}

function tick(): void {
  timer = undefined;
  timerAt = Infinity;
  const now = Date.now();
  let next = Infinity;
  for (const p of pending) {
    if (p.at <= now) {
      pending.delete(p);
      p.expire();
    } else if (p.at < next) next = p.at;
  }
  if (next !== Infinity) armFor(next);
}

const NONE: Deadline = {
  signal: undefined,
  timedOut: () => false,
  cancelled: () => false,
  dispose() {},
};

export function createDeadline(timeoutMs: number, outer?: AbortSignal): Deadline {
  if (!(timeoutMs > 0 && Number.isFinite(timeoutMs))) {
    if (!outer) return NONE;
    return { signal: outer, timedOut: () => false, cancelled: () => outer.aborted, dispose() {} };
  }
  const controller = new AbortController();
  let timedOut = false;
  const entry: Pending = {
    at: Date.now() + timeoutMs,
    expire() {
      timedOut = true;
      controller.abort(new DOMException(`Request timed out after ${timeoutMs} ms`, 'TimeoutError'));
    },
  };
  pending.add(entry);
  armFor(entry.at);
  const onAbort = outer ? () => controller.abort(outer.reason) : null;
  if (outer?.aborted) controller.abort(outer.reason);
  else if (onAbort) outer!.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    cancelled: () => !timedOut && outer?.aborted === true,
    dispose() {
      if (pending.delete(entry) && pending.size === 0) disarm();
      if (onAbort) outer!.removeEventListener('abort', onAbort);
    },
  };
}
