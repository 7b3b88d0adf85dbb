// When message counts refresh (shell-spec 4.5): once at load, once 60 s later, on a 6 s polling timer, and on demand
// (live pushes). Overlapping refreshes collapse into one running call plus at most one queued after it.

export const COUNTS_DELAYED_REFRESH_MS = 60_000;
export const COUNTS_POLL_MS = 6_000;

export interface CountsSchedulerOptions {
  refresh(): Promise<unknown>;
  delayedRefreshMs?: number;
  /** 0 turns polling off (a host relying on the live socket alone). */
  pollMs?: number;
}

export interface CountsScheduler {
  /** Refreshes now and arms the 60 s and 6 s timers; a second start is ignored. */
  start(): void;
  stop(): void;
  /** A refresh outside the timers (a live push); never rejects. */
  trigger(): Promise<void>;
  readonly running: boolean;
}

export function createCountsScheduler(options: CountsSchedulerOptions): CountsScheduler {
  const delayedMs = options.delayedRefreshMs ?? COUNTS_DELAYED_REFRESH_MS;
  const pollMs = options.pollMs ?? COUNTS_POLL_MS;
  let delayed: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let running = false;
  let current: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const runOnce = (): Promise<void> =>
    Promise.resolve()
      .then(() => options.refresh())
      .then(
        () => undefined,
        // A failed refresh is the model's to report; the timers must keep going.
        () => undefined,
      );

  const trigger = (): Promise<void> => {
    if (!current) {
      current = runOnce().finally(() => {
        current = null;
      });
      return current;
    }
    // A push that arrives mid-request may carry news the running request missed: run once more after it.
    queued ??= current.then(() => {
      queued = null;
      return trigger();
    });
    return queued;
  };

  return {
    start() {
      if (running) return;
      running = true;
      void trigger();
      delayed = setTimeout(() => void trigger(), delayedMs);
      if (pollMs > 0) poll = setInterval(() => void trigger(), pollMs);
    },
    stop() {
      running = false;
      clearTimeout(delayed);
      clearInterval(poll);
      delayed = undefined;
      poll = undefined;
    },
    trigger,
    get running() {
      return running;
    },
  };
}
