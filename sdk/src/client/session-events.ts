// The session-expired event: fires once per lost session, however many requests fail together.
import type { SessionExpiredError } from '../errors/api-error.js';

export type SessionExpiredListener = (error: SessionExpiredError) => void;

export interface SessionEvents {
  subscribe(listener: SessionExpiredListener): () => void;
  /** Called with the token the failing request carried; a repeat for the same token stays silent. */
  report(error: SessionExpiredError, tokenSent: string | null): void;
  /** A new login or token set: the next failure fires again. */
  rearm(): void;
}

export function createSessionEvents(): SessionEvents {
  const listeners = new Set<SessionExpiredListener>();
  let fired: { token: string | null } | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    report(error, tokenSent) {
      if (fired && fired.token === tokenSent) return;
      fired = { token: tokenSent };
      for (const listener of [...listeners]) {
        try {
          listener(error);
        } catch (err) {
          // A broken listener must not turn the caller's typed error into something else.
          console.error('onSessionExpired listener failed', err);
        }
      }
    },
    rearm() {
      fired = null;
    },
  };
}
