// Runs scheduled jobs in every server process, each fire time once in all: before running, a process claims the
// (job, fire time) row in sys_job_run; the processes that lose the insert skip it. The row keeps the run's result.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema/jobs.js';
import { newId } from '../auth/tokens.js';

export interface JobContext {
  db: Db;
  /** The scheduled time this run stands for (ms), not the moment it started. */
  fireAt: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface JobDefinition {
  name: string;
  /** The latest fire time at or before `now` (ms); -Infinity when none is near (cron schedules). */
  lastFireAt(now: number): number;
  /** Runs the job; the returned text is kept in the run log. */
  run(ctx: JobContext): Promise<string | void>;
  /** A tenant's job (sys_quartz_job): kept on its run rows so the tenant reads its own run log. */
  tenantJob?: { tenantId: string; jobId: string };
}

/** What one claimed run ended with. */
export interface JobRunResult {
  runId: string;
  ok: boolean;
  message: string | null;
}

export interface RunClaimedOptions {
  db: Db;
  owner: string;
  log: JobContext['log'];
  now?: () => number;
  /** 'schedule' for a cron fire time, 'manual' for 执行一次. */
  trigger?: 'schedule' | 'manual';
}

/**
 * Claims the (job, fire time) row and runs the job when this caller won it; null when another process (or an
 * earlier call) already holds that fire time. Failures are kept in the row, never thrown.
 */
export async function runClaimed(
  opts: RunClaimedOptions,
  job: JobDefinition,
  fireAt: number,
): Promise<JobRunResult | null> {
  const now = opts.now ?? Date.now;
  const startedAt = now();
  const id = newId(startedAt);
  const claimed = await opts.db
    .insert(jobRuns)
    .values({
      id,
      job: job.name,
      fireAt: new Date(fireAt),
      owner: opts.owner,
      startedAt: new Date(startedAt),
      tenantId: job.tenantJob?.tenantId ?? null,
      jobId: job.tenantJob?.jobId ?? null,
      trigger: opts.trigger ?? 'schedule',
    })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  if (claimed.length !== 1) return null;
  opts.log.info({ job: job.name, fireAt, owner: opts.owner }, '定时任务开始');
  let ok = true;
  let message: string | null = null;
  try {
    message = (await job.run({ db: opts.db, fireAt, log: opts.log })) ?? null;
  } catch (error) {
    ok = false;
    message = error instanceof Error ? error.message : String(error);
    opts.log.error({ job: job.name, fireAt, err: error }, '定时任务失败');
  }
  await opts.db
    .update(jobRuns)
    .set({ finishedAt: new Date(now()), ok, message })
    .where(
      and(
        eq(jobRuns.id, id),
        eq(jobRuns.job, job.name),
        // A tenant's job names its tenant, a system job its lack of one (distribution by tenant_id).
        job.tenantJob ? eq(jobRuns.tenantId, job.tenantJob.tenantId) : isNull(jobRuns.tenantId),
      ),
    );
  opts.log.info({ job: job.name, fireAt, owner: opts.owner, ok }, '定时任务结束');
  return { runId: id, ok, message };
}

export interface JobRunnerOptions {
  db: Db;
  jobs: JobDefinition[];
  /** More jobs read on every tick (the tenants' cron jobs from sys_quartz_job). */
  source?: (now: number) => Promise<JobDefinition[]>;
  log: JobContext['log'];
  now?: () => number;
  /** How often each process looks for a due fire time (ms). */
  tickMs?: number;
  /**
   * A fire time older than this when first seen is skipped, not caught up: a process starting (or a database
   * pausing) does not replay a backlog. Defaults to three ticks.
   */
  catchUpMs?: number;
}

export interface JobRunner {
  /** Looks for due fire times once (the timer calls it; tests call it by hand). Resolves when those runs end. */
  tick(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  readonly owner: string;
}

/** A fixed period from the epoch: fire times are multiples of `ms`, the same in every process. */
export function every(ms: number): (now: number) => number {
  if (!Number.isInteger(ms) || ms <= 0)
    throw new RangeError(`job period must be a positive integer, got ${ms}`);
  return (now) => Math.floor(now / ms) * ms;
}

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const now = opts.now ?? Date.now;
  const tickMs = opts.tickMs ?? 1000;
  const catchUpMs = opts.catchUpMs ?? tickMs * 3;
  const owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  /** The last fire time this process handled (claimed or found claimed), per job. */
  const handled = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  async function runOne(job: JobDefinition, fireAt: number): Promise<void> {
    await runClaimed({ db: opts.db, owner, log: opts.log, now }, job, fireAt);
  }

  async function tick(): Promise<void> {
    const at = now();
    const due: Promise<void>[] = [];
    const jobs = opts.source ? [...opts.jobs, ...(await loadSource(at))] : opts.jobs;
    for (const job of jobs) {
      const fireAt = job.lastFireAt(at);
      const last = handled.get(job.name);
      if (last !== undefined && fireAt <= last) continue;
      handled.set(job.name, fireAt);
      if (at - fireAt > catchUpMs) continue;
      due.push(
        runOne(job, fireAt).catch((error: unknown) => {
          // The database being away costs this fire time, not the runner.
          opts.log.warn({ job: job.name, fireAt, err: error }, '定时任务未能登记');
        }),
      );
    }
    await Promise.all(due);
  }

  async function loadSource(at: number): Promise<JobDefinition[]> {
    try {
      return await opts.source!(at);
    } catch (error) {
      opts.log.warn({ err: error }, '定时任务列表读取失败');
      return [];
    }
  }

  return {
    owner,
    tick,
    start() {
      if (timer) return;
      const loop = () => {
        running = tick().finally(() => {
          if (timer) timer = setTimeout(loop, tickMs).unref();
        });
      };
      timer = setTimeout(loop, 0).unref();
    },
    async stop() {
      const t = timer;
      timer = null;
      if (t) clearTimeout(t);
      await running;
    },
  };
}
