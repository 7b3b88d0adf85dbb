// Handlers for probes: the `health` operation (also served unsigned at /health) checks the database answers.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fail, type HandlerMap } from '../core/index.js';

/** Which engine drizzle runs on: a pg Pool counts its clients, PGlite does not. */
function engineOf(db: Db): 'pglite' | 'postgres' {
  const client = (db as unknown as { $client?: { totalCount?: unknown } }).$client;
  return typeof client?.totalCount === 'number' ? 'postgres' : 'pglite';
}

export async function healthResult(db: Db): Promise<{ status: 'UP'; database: 'pglite' | 'postgres' }> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    throw fail.unavailable('数据库暂时无法访问');
  }
  return { status: 'UP', database: engineOf(db) };
}

export const handlers: HandlerMap = {
  health: (_input, ctx) => healthResult(ctx.db),
};
