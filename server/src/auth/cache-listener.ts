// Keeps this process's caches honest across processes: LISTEN on `clinic_cache`, where triggers announce every change
// of sessions, identities and dictionaries (migrations 0003, 0005). Sessions are served from memory only while it
// listens; a lost connection empties the caches and they refill from the database once it listens again.
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client.js';
import { cacheChanged, setListening } from './session-cache.js';

export const CACHE_CHANNEL = 'clinic_cache';
const RELISTEN_MS = 1000;

function onPayload(db: Db, payload: string | undefined): void {
  if (payload === 'session' || payload === 'identity' || payload === 'dict') cacheChanged(db, payload);
  else cacheChanged(db, 'all');
}

/** Starts listening (resolves once the LISTEN is in place or has failed once); the result stops it. */
export async function listenForCacheChanges(db: Db): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnPostgres(db, client);
  const lite = client as PGlite | undefined;
  if (lite && typeof lite.listen === 'function') {
    try {
      // PGlite is this process's own database: notifications arrive before the statement that caused them resolves.
      const unlisten = await lite.listen(CACHE_CHANNEL, (payload) => onPayload(db, payload));
      setListening(db, true);
      return async () => {
        setListening(db, false);
        await unlisten().catch(() => undefined);
      };
    } catch {
      return async () => undefined;
    }
  }
  return async () => undefined;
}

async function listenOnPostgres(db: Db, pool: pg.Pool): Promise<() => Promise<void>> {
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const lost = (c: pg.Client) => {
    if (current !== c) return;
    current = null;
    setListening(db, false);
    c.removeAllListeners('notification');
    void c.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS);
  };
  // A connection of its own, outside the pool: the pool keeps all its connections for requests.
  const listen = async (): Promise<void> => {
    const c = new pg.Client(pool.options);
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      if (msg.channel === CACHE_CHANNEL) onPayload(db, msg.payload);
    });
    current = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch {
      lost(c);
      return;
    }
    if (closed || current !== c) return void c.end().catch(() => undefined);
    setListening(db, true);
  };
  await listen();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const c = current;
    current = null;
    setListening(db, false);
    if (c) await c.end().catch(() => undefined);
  };
}
