// The record of answers that left the server outside the document (test mode), read by the test harnesses.

export interface ResponseDrift {
  operationId: string;
  method: string;
  url: string;
  status: number;
  problem: string;
}

/** Log message of a drift line; the e2e teardown looks for it in the server logs. */
export const DRIFT_LOG_MESSAGE = 'response drift';

// One list per process, shared by every copy of this module (tests load the server both from source and dist).
const KEY = Symbol.for('clinic.server.responseDrift');
const store = globalThis as unknown as Record<symbol, ResponseDrift[] | undefined>;

function list(): ResponseDrift[] {
  return (store[KEY] ??= []);
}

export function recordResponseDrift(drift: ResponseDrift): void {
  list().push(drift);
}

/** Every drift recorded since the last call, and forgets them (a test harness fails on any). */
export function takeResponseDrift(): ResponseDrift[] {
  return list().splice(0);
}

export function describeDrift(drift: ResponseDrift[]): string {
  return drift.map((d) => `${d.operationId} ${d.method} ${d.url} → ${d.status}: ${d.problem}`).join('\n');
}
