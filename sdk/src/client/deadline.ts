// One AbortSignal per call that the caller's signal and the timeout both abort, and which of them did.

export interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  /** The caller aborted (not the timeout). */
  cancelled(): boolean;
  dispose(): void;
}

export function createDeadline(timeoutMs: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  // setTimeout rather than AbortSignal.timeout so that fake timers drive it in tests and the timer is cleared.
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(`Request timed out after ${timeoutMs} ms`, 'TimeoutError'));
        }, timeoutMs)
      : undefined;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    cancelled: () => !timedOut && outer?.aborted === true,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}
