// Operations of the `quartzJob` tag beyond generic CRUD: 启动 (resume), 暂停 (pause), 执行一次 (execute, runs in
// this request through the runner's claim) and the job's read-only run log; each finds the job in the acting tenant.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { fail, page, paging, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import { jobRuns, quartzJobs } from '../db/schema/jobs.js';
import {
  JOB_PAUSED,
  JOB_RUNNING,
  runQuartzJobNow,
  wireLocal,
  type QuartzJobRow,
} from '../jobs/quartz-jobs.js';
import { readOne } from '../resources/engine/write.js';
import { quartzJobResource } from '../resources/quartz-job.js';
import { text } from './domain-kit.js';
import { TENANT_JOB_HANDLERS } from './quartz-job-handlers.js';

async function findJob(ctx: RequestContext, id: string | undefined): Promise<QuartzJobRow> {
  if (!id) throw fail.badRequest('缺少参数 id');
  const [row] = await ctx.db
    .select()
    .from(quartzJobs)
    .where(and(eq(quartzJobs.tenantId, ctx.tenantId), eq(quartzJobs.id, id)))
    .limit(1);
  if (!row) throw fail.notFound();
  return row;
}

async function setStatus(input: { query: Record<string, unknown> }, ctx: RequestContext, status: string) {
  const user = requireUser(ctx);
  const row = await findJob(ctx, text(input.query.id));
  // Starting a running job (or pausing a paused one) changes nothing and is not an error: two tabs may both click.
  if (row.status !== status)
    await ctx.db
      .update(quartzJobs)
      .set({ status, updateBy: user.username, updateTime: sql`localtimestamp` })
      .where(and(eq(quartzJobs.tenantId, ctx.tenantId), eq(quartzJobs.id, row.id)));
  return readOne(quartzJobResource, row.id, ctx);
}

const when = (d: Date | null) => (d ? wireLocal(d) : null);

type RunRow = typeof jobRuns.$inferSelect;
const toRun = (r: RunRow) => ({
  id: r.id,
  trigger: r.trigger === 'manual' ? 'manual' : 'schedule',
  fireTime: wireLocal(r.fireAt),
  startTime: wireLocal(r.startedAt),
  endTime: when(r.finishedAt),
  ok: r.ok,
  message: r.message,
});

async function execute(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  const row = await findJob(ctx, text(input.query.id));
  const result = await runQuartzJobNow(ctx.db, TENANT_JOB_HANDLERS, ctx.notifier, row, ctx.log);
  if (!result.runId) throw fail.business(result.message ?? '任务正在执行，请稍后再试');
  const [run] = await ctx.db.select().from(jobRuns).where(eq(jobRuns.id, result.runId)).limit(1);
  if (!run) throw fail.notFound();
  return toRun(run);
}

async function runLog(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  const job = await findJob(ctx, text(input.query.jobId));
  const p = paging(input.query);
  const where = and(eq(jobRuns.tenantId, ctx.tenantId), eq(jobRuns.jobId, job.id));
  const [records, [totals = { total: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(jobRuns)
      .where(where)
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(jobRuns).where(where),
  ]);
  return page(records.map(toRun), Number(totals.total), p);
}

export const handlers: HandlerMap = {
  resumeQuartzJob: (input, ctx) => setStatus(input, ctx, JOB_RUNNING),
  pauseQuartzJob: (input, ctx) => setStatus(input, ctx, JOB_PAUSED),
  executeQuartzJob: (input, ctx) => execute(input, ctx),
  quartzJobRunLog: (input, ctx) => runLog(input, ctx),
};
