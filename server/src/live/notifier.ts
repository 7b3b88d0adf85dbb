// The live-push Notifier: in-process fan-out to subscribed sockets, and on a PostgreSQL server LISTEN/NOTIFY on
// `clinic_live` so every server process behind a load balancer reaches its own sockets.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client.js';
import type { Notifier } from '../core/index.js';

export const LIVE_CHANNEL = 'clinic_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; bigger pushes degrade to a count refresh. */
const MAX_NOTIFY_BYTES = 7900;
const RELISTEN_MS = 1000;

export type LivePayload = Record<string, unknown>;
export type LiveListener = (payload: LivePayload) => void;

export interface LiveNotifier extends Notifier {
  /** Receives every payload pushed to userId, from this process or (PostgreSQL) any other. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** Resolves once the LISTEN is in place (immediately in-process). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  o: string;
  u: string;
  p: LivePayload;
}

export function createNotifier(db: Db, kind: 'pglite' | 'postgres'): LiveNotifier {
  const origin = randomUUID();
  const listeners = new Map<string, Set<LiveListener>>();
  let closed = false;

  const deliver = (userId: string, payload: LivePayload) => {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener(payload);
      } catch {
        // One broken socket must not stop the others.
      }
    }
  };

  const subscribe = (userId: string, listener: LiveListener) => {
    let set = listeners.get(userId);
    if (!set) listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
    };
  };

  const pool = kind === 'postgres' ? (db as unknown as { $client?: pg.Pool }).$client : undefined;
  if (!pool) {
    return {
      subscribe,
      ready: Promise.resolve(),
      async notifyUser(userId, payload) {
        if (!closed) deliver(userId, payload);
      },
      async close() {
        closed = true;
        listeners.clear();
      },
    };
  }

  let client: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
    try {
      const env = JSON.parse(msg.payload) as Envelope;
      if (env.o !== origin && typeof env.u === 'string') deliver(env.u, env.p ?? {});
    } catch {
      // Not ours: ignore.
    }
  };
  const again = () => {
    if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS);
  };
  /** Never rejects: a failed LISTEN (database restarting) is retried, and local fan-out keeps working meanwhile. */
  const listen = async (): Promise<void> => {
    let c: pg.PoolClient;
    try {
      c = await pool.connect();
    } catch {
      return again();
    }
    c.on('notification', onNotification);
    c.on('error', () => {
      // The connection died: drop it and listen again on a fresh one.
      c.removeListener('notification', onNotification);
      c.release(true);
      if (client === c) client = null;
      again();
    });
    try {
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch {
      c.removeListener('notification', onNotification);
      c.release(true);
      return again();
    }
    if (closed) {
      c.release(true);
      return;
    }
    client = c;
  };

  return {
    subscribe,
    ready: listen(),
    async notifyUser(userId, payload) {
      if (closed) return;
      deliver(userId, payload);
      let text = JSON.stringify({ o: origin, u: userId, p: payload } satisfies Envelope);
      if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES) {
        text = JSON.stringify({ o: origin, u: userId, p: { pushType: 'message_center' } } satisfies Envelope);
      }
      await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${text})`);
    },
    async close() {
      closed = true;
      listeners.clear();
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeListener('notification', onNotification);
        await c.query(`UNLISTEN ${LIVE_CHANNEL}`).catch(() => undefined);
        c.release();
      }
    },
  };
}
