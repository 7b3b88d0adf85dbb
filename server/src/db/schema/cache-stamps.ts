// Change stamps for caches inside each server process: a row per cached family, bumped by triggers (migration 0003)
// whenever a table the family is built from changes, so every process sees a change at its next request.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const cacheStamps = pgTable('sys_cache_stamp', {
  /** 'identity': users, their tenants, roles and permissions. */
  name: text('name').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(1),
});
