// Runs scheduled jobs in every server process, each fire time once in all: before running, a process claims the
// (job, fire time) row in sys_job_run; the processes that lose the insert skip it. The row keeps the run's result.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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
  /** The latest fire time at or before `now` (ms); cron schedules plug in here. */
  lastFireAt(now: number): number;
  /** Runs the job; the returned text is kept in the run log. */
  run(ctx: JobContext): Promise<string | void>;
}

export interface JobRunnerOptions {
  db: Db;
  jobs: JobDefinition[];
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

  /** True when this process won the fire time. */
  async function claim(job: JobDefinition, fireAt: number, startedAt: number): Promise<string | null> {
    const id = newId(startedAt);
    const rows = await opts.db
      .insert(jobRuns)
      .values({ id, job: job.name, fireAt: new Date(fireAt), owner, startedAt: new Date(startedAt) })
      .onConflictDoNothing()
      .returning({ id: jobRuns.id });
    return rows.length === 1 ? id : null;
  }

  async function runOne(job: JobDefinition, fireAt: number): Promise<void> {
    const id = await claim(job, fireAt, now());
    if (!id) return;
    opts.log.info({ job: job.name, fireAt, owner }, '定时任务开始');
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
      .where(and(eq(jobRuns.id, id), eq(jobRuns.job, job.name)));
    opts.log.info({ job: job.name, fireAt, owner, ok }, '定时任务结束');
  }

  async function tick(): Promise<void> {
    const at = now();
    const due: Promise<void>[] = [];
    for (const job of opts.jobs) {
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
