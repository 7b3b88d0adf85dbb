// Opens the one PostgreSQL dialect on either engine (embedded PGlite or a PostgreSQL server) and exposes the Db type.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { CLINIC_TIME_ZONE } from './clinic-clock.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type OpenDatabaseOptions =
  | { dataDir: string }
  | { url: string }
  /** In memory; `loadDataDir` starts from a dumped data directory (a prepared test template). */
  | { memory: true; loadDataDir?: Blob };

export type OpenedDatabase =
  | { db: Db; kind: 'pglite'; raw: PGlite; close(): Promise<void> }
  | { db: Db; kind: 'postgres'; raw: pg.Pool; close(): Promise<void> };

export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if ('url' in opts) {
    // Every session reads and writes zone-less times on the clinic's clock (localtimestamp, to_char of a timestamptz).
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      options: `-c TimeZone=${CLINIC_TIME_ZONE}`,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', raw: pool, close: () => pool.end() };
  }
  const client =
    'dataDir' in opts
      ? await PGlite.create(opts.dataDir)
      : await PGlite.create(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  // PGlite is one session: setting its zone once covers every statement.
  await client.exec(`SET TIME ZONE '${CLINIC_TIME_ZONE}'`);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', raw: client, close: () => client.close() };
}
