// Scheduled jobs: the tenants' cron jobs (sys_quartz_job, the 定时任务 resource) and one run row per job and fire
// time. The unique pair is the claim that makes a fire time run once across every server process on one database;
// the row is also the job's run log.
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** A tenant's job (sys_quartz_job) ran: its tenant and id; null for the system's own jobs (housekeeping). */
    tenantId: text('tenant_id'),
    jobId: text('job_id'),
    /** 'schedule' (a cron fire time) or 'manual' (执行一次). */
    trigger: text('trigger').notNull().default('schedule'),
  },
  (t) => [
    uniqueIndex('sys_job_run_job_fire').on(t.job, t.fireAt),
    index('sys_job_run_tenant_job').on(t.tenantId, t.jobId, t.startedAt),
  ],
);

export const quartzJobs = pgTable('sys_quartz_job', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  createBy: text('create_by'),
  createTime: timestamp('create_time', { mode: 'string' }).defaultNow().notNull(),
  updateBy: text('update_by'),
  updateTime: timestamp('update_time', { mode: 'string' }),
  jobName: text('job_name').notNull(),
  jobClassName: text('job_class_name').notNull(),
  cronExpression: text('cron_expression').notNull(),
  /** '0' running, '-1' paused. */
  status: text('status').notNull().default('0'),
  description: text('description'),
  lastRunTime: timestamp('last_run_time', { mode: 'string' }),
  /** '1' success, '0' failure. */
  lastResult: text('last_result'),
  lastMessage: text('last_message'),
});
