// Serialises start-up work (migrations, first seed) between server processes starting together on one PostgreSQL:
// a session advisory lock on a dedicated connection; the others wait, then find the work done. PGlite has one process.
import type { OpenedDatabase } from './client.js';

/** An arbitrary constant of this application: the advisory lock key of start-up. */
export const STARTUP_LOCK_KEY = 740_281_926;

export async function withStartupLock<T>(opened: OpenedDatabase, work: () => Promise<T>): Promise<T> {
  if (opened.kind !== 'postgres') return work();
  const client = await opened.raw.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
