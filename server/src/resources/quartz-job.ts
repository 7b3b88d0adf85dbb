// The 定时任务 resource (/sys/quartzJob): a write keeps only a Quartz expression the runner can read (the editor's
// own parse message otherwise) that fires at least once more; a read adds the next fire times of a running job;
// a delete takes the job's run log with it.
import { and, eq, inArray } from 'drizzle-orm';
import { CronParseError, parseCron } from '@clinic/sdk/cron';
import { resources } from '@clinic/sdk/resources';
import { fail, nowOf } from '../core/index.js';
import { jobRuns } from '../db/schema/jobs.js';
import { JOB_RUNNING, upcomingFireTimes } from '../jobs/quartz-jobs.js';
import { serverResource } from './engine/from-declaration.js';

function checkCron(values: Record<string, unknown>, now: number): void {
  if (!('cronExpression' in values)) return;
  const expression = String(values.cronExpression ?? '').trim();
  try {
    parseCron(expression, { clamp: false });
  } catch (error) {
    if (error instanceof CronParseError) throw fail.business(`Cron表达式不正确：${error.message}`);
    throw error;
  }
  if (upcomingFireTimes(expression, now, 1).length === 0) throw fail.business('Cron表达式不会再触发');
  values.cronExpression = expression;
}

export const quartzJobResource = serverResource(resources.quartzJob, {
  hooks: {
    beforeAdd: (values, ctx) => checkCron(values, nowOf(ctx)),
    beforeEdit: (values, _id, ctx) => checkCron(values, nowOf(ctx)),
    // A deleted job takes its run log with it (same transaction).
    beforeDelete: async (ids, ctx, db) => {
      await db.delete(jobRuns).where(and(eq(jobRuns.tenantId, ctx.tenantId), inArray(jobRuns.jobId, ids)));
    },
    afterRead: (records, ctx) => {
      const now = nowOf(ctx);
      for (const r of records) {
        const expression = typeof r.cronExpression === 'string' ? r.cronExpression : '';
        let next: string[] = [];
        if (r.status === JOB_RUNNING) {
          try {
            next = upcomingFireTimes(expression, now);
          } catch {
            next = [];
          }
        }
        r.nextFireTimes = next.join(',');
      }
    },
  },
});
