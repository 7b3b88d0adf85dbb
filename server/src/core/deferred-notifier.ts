// Live pushes held until the request's writes are committed: a request that fails sends none, so no socket is told
// of a message (or other change) that a rolled-back transaction never wrote.
import type { Notifier } from './request-context.js';

export interface DeferredNotifier extends Notifier {
  /** Sends what was held, in order; a failed push never fails the request. */
  flush(): Promise<void>;
}

export function deferredNotifier(target: Notifier): DeferredNotifier {
  const held: [string, Record<string, unknown>][] = [];
  return {
    async notifyUser(userId, payload) {
      held.push([userId, payload]);
    },
    async flush() {
      for (const [userId, payload] of held.splice(0)) {
        await target.notifyUser(userId, payload).catch(() => undefined);
      }
    },
  };
}
