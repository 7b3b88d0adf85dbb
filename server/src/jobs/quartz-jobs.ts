// The tenants' 定时任务 (sys_quartz_job) as runner jobs: each running row fires on its Quartz cron expression through
// the one evaluator of @clinic/sdk/cron, runs its handler inside its tenant, and keeps its last result on the row.
import { hostname } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { nextFireTimes, nextFireTimesOf, parseCron, type CronModel } from '@clinic/sdk/cron';
import type { Notifier } from '../core/index.js';
import type { Db } from '../db/client.js';
import { quartzJobs } from '../db/schema/jobs.js';
import { runClaimed, type JobContext, type JobDefinition, type JobRunResult } from './job-runner.js';

export type QuartzJobRow = typeof quartzJobs.$inferSelect;

export interface TenantJobContext {
  db: Db;
  notifier: Notifier;
  tenantId: string;
  /** The fire time the run stands for (ms). */
  fireAt: number;
}

/** Runs a job for one tenant; answers the line kept as the run's message. */
export type TenantJobHandler = (ctx: TenantJobContext) => Promise<string>;

/** The handlers by the key a job's 任务类型 stores (handlers/quartz-job-handlers.ts, passed in from above). */
export type TenantJobHandlers = Readonly<Record<string, TenantJobHandler>>;

/** The status of a job that fires on its schedule; '-1' is paused. */
export const JOB_RUNNING = '0';
export const JOB_PAUSED = '-1';

/** How many fire times the job page shows. */
export const SHOWN_FIRE_TIMES = 5;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the wire's local `YYYY-MM-DD HH:mm:ss` (the process's zone, as cron expressions are read: main.ts sets it to the clinic's). */
export function wireLocal(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The next fire times of an expression from `now`, as wire strings; [] when the expression never fires again. */
export function upcomingFireTimes(expression: string, now: number, count = SHOWN_FIRE_TIMES): string[] {
  return nextFireTimes(expression, count, new Date(now)).map(wireLocal);
}

/**
 * The latest fire time in (now - windowMs, now], or -Infinity: the runner asks every tick and runs a fire time it
 * has not handled yet. Fire times are whole seconds, so the window holds at most windowMs/1000 + 1 of them.
 */
export function cronLastFireAt(model: CronModel, windowMs: number): (now: number) => number {
  const count = Math.ceil(windowMs / 1000) + 2;
  return (now) => {
    let last = -Infinity;
    for (const at of nextFireTimesOf(model, count, new Date(now - windowMs))) {
      if (at.getTime() > now) break;
      last = at.getTime();
    }
    return last;
  };
}

/** One row as a runner job: the handler in its tenant, the result written back to the row. */
export function quartzJobDefinition(
  row: QuartzJobRow,
  handlers: TenantJobHandlers,
  notifier: Notifier,
  windowMs: number,
): JobDefinition | null {
  const handler = Object.prototype.hasOwnProperty.call(handlers, row.jobClassName)
    ? handlers[row.jobClassName]
    : undefined;
  if (!handler) return null;
  let lastFireAt: (now: number) => number;
  try {
    lastFireAt = cronLastFireAt(parseCron(row.cronExpression, { clamp: false }).model, windowMs);
  } catch {
    // Writes refuse an invalid expression; a row written around them simply never fires.
    return null;
  }
  return {
    name: `quartz:${row.id}`,
    lastFireAt,
    tenantJob: { tenantId: row.tenantId, jobId: row.id },
    async run({ db, fireAt }: JobContext) {
      let ok = true;
      let message: string;
      try {
        message = await handler({ db, notifier, tenantId: row.tenantId, fireAt });
      } catch (error) {
        ok = false;
        message = error instanceof Error ? error.message : String(error);
      }
      await db
        .update(quartzJobs)
        .set({
          lastRunTime: wireLocal(new Date(fireAt)),
          lastResult: ok ? '1' : '0',
          lastMessage: message.slice(0, 2000),
        })
        .where(and(eq(quartzJobs.tenantId, row.tenantId), eq(quartzJobs.id, row.id)));
      if (!ok) throw new Error(message);
      return message;
    },
  };
}

/** The runner's source of tenant jobs: every running row, read on each tick. */
export function quartzJobSource(
  db: Db,
  handlers: TenantJobHandlers,
  notifier: Notifier,
  windowMs: number,
): (now: number) => Promise<JobDefinition[]> {
  return async () => {
    const running = await db.select().from(quartzJobs).where(eq(quartzJobs.status, JOB_RUNNING));
    return running.flatMap((row) => quartzJobDefinition(row, handlers, notifier, windowMs) ?? []);
  };
}

/** 执行一次: runs the job now in the caller (its own run row, trigger 'manual'), whatever its status. */
export async function runQuartzJobNow(
  db: Db,
  handlers: TenantJobHandlers,
  notifier: Notifier,
  row: QuartzJobRow,
  log: JobContext['log'],
  now: number = Date.now(),
): Promise<JobRunResult> {
  const job = quartzJobDefinition(row, handlers, notifier, 1000);
  if (!job) throw new Error(`未知的任务类型或Cron表达式: ${row.jobClassName}`);
  const manual = { ...job, name: `${job.name}:manual` };
  const owner = `${hostname()}:${process.pid}:manual`;
  const result = await runClaimed({ db, owner, log, trigger: 'manual' }, manual, now);
  // Two clicks in the same millisecond: the second finds the first's claim.
  return result ?? { runId: '', ok: false, message: '任务正在执行，请稍后再试' };
}
