// Opens the one PostgreSQL dialect on either engine (embedded PGlite or a PostgreSQL server) and exposes the Db type.
// (Stub: the server-platform work completes this file; the exported names are fixed.)
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
