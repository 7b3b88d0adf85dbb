// Scheduled job runs: one row per job and fire time. The unique pair is the claim that makes a fire time run once
// across every server process on one database; the row is also the job's run log.
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobRuns = pgTable(
  'sys_job_run',
  {
    id: text('id').primaryKey(),
    job: text('job').notNull(),
    fireAt: timestamp('fire_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Which process ran it (host:pid:random), for the run log. */
    owner: text('owner').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ok: boolean('ok'),
    /** The job's result line, or its error message. */
    message: text('message'),
  },
  (t) => [uniqueIndex('sys_job_run_job_fire').on(t.job, t.fireAt)],
);
