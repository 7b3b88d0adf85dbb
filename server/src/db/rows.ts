// Rows of a raw statement on either driver: both answer `execute` with `{ rows }` (PGlite Results, node-postgres).
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
