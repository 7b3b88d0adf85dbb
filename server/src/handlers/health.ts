// Readiness for load balancers: UP while the database answers and the process is not stopping, else 503. It names no
// engine or version: anonymous callers learn nothing about what runs behind it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fail, type HandlerMap } from '../core/index.js';

export const STOPPING_MESSAGE = '服务正在停止';

export async function healthResult(db: Db, draining = false): Promise<{ status: 'UP' }> {
  // A stopping process answers 503 at once so the balancer moves traffic before the listener closes.
  if (draining) throw fail.unavailable(STOPPING_MESSAGE);
  try {
    await db.execute(sql`select 1`);
  } catch {
    throw fail.unavailable('数据库暂时无法访问');
  }
  return { status: 'UP' };
}

export const handlers: HandlerMap = {
  health: (_input, ctx) => healthResult(ctx.db),
};
