// The tenants' 定时任务 against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a cron job runs each
// fire time once with two runners on one database, the two handlers write their messages to the right users and
// tenants through the message path (live pushes included), and the job operations stay inside the acting tenant.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCron } from '@clinic/sdk/cron';
import { resources } from '@clinic/sdk/resources';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { jobRuns, quartzJobs } from '../db/schema/jobs.js';
import { messages } from '../db/schema/domain.js';
import { users } from '../db/schema/identity.js';
import { answerResource } from '../resources/engine/index.js';
import { input, recordingNotifier, userCtx } from './domain-test-support.js';
import { newId } from './domain-kit.js';
import { handlers } from './quartz-job.js';
import { ApiFailure } from '../core/index.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { cronLastFireAt, quartzJobSource } from '../jobs/quartz-jobs.js';
import { TENANT_JOB_HANDLERS } from './quartz-job-handlers.js';

let database: TestDatabase;
const T1 = '1000';
const T2 = '2000';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  database = await testDatabase();
  for (const [id, tenantId] of [
    ['doc1', T1],
    ['doc2', T1],
    ['reader', T1],
    ['doc9', T2],
  ] as const) {
    await database.db.insert(users).values({ id, tenantId, username: id, realname: id, passwordHash: 'x' });
  }
  const visitDaysAgo = (days: number | null) =>
    days === null ? sql`NULL` : sql`localtimestamp(0) - make_interval(days => ${days})`;
  const patients: [string, string, string | null, number | null][] = [
    [T1, '逾期甲', 'doc1', 120],
    [T1, '从未随访乙', 'doc1', null],
    [T1, '近期丙', 'doc1', 10],
    [T1, '逾期丁', 'doc2', 91],
    [T1, '无医生戊', null, 200],
    [T2, '他院己', 'doc9', 300],
  ];
  for (const [tenantId, name, doctor, days] of patients) {
    await database.db.execute(
      sql`INSERT INTO chronic_patient (id, tenant_id, name, doctor_id, last_visit)
          VALUES (${newId()}, ${tenantId}, ${name}, ${doctor}, ${visitDaysAgo(days)})`,
    );
  }
});
afterAll(async () => {
  await database?.close();
});

async function addJob(tenantId: string, jobName: string, handler: string, cron: string, status = '0') {
  const id = newId();
  await database.db
    .insert(quartzJobs)
    .values({ id, tenantId, jobName, jobClassName: handler, cronExpression: cron, status });
  return id;
}

const messagesOf = (userId: string) =>
  database.db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(asc(messages.createTime), asc(messages.id));

describe('the handler keys', () => {
  it('are exactly the 任务类型 dictionary of the declaration', () => {
    const dict = resources.quartzJob.dictionaries.find((d) => d.code === 'quartz_job_handler');
    expect(Object.keys(TENANT_JOB_HANDLERS).sort()).toEqual(dict?.items.map((i) => i.value).sort());
  });
});

describe('cronLastFireAt', () => {
  it('answers the latest fire time within the window, or -Infinity', () => {
    const everyTwo = cronLastFireAt(parseCron('0/2 * * * * ? *').model, 3000);
    const at = new Date(2026, 10, 27, 9, 0, 5, 300).getTime();
    expect(everyTwo(at)).toBe(new Date(2026, 10, 27, 9, 0, 4).getTime());
    const daily = cronLastFireAt(parseCron('0 0 8 * * ? *').model, 3000);
    expect(daily(at)).toBe(-Infinity);
    expect(daily(new Date(2026, 10, 27, 8, 0, 1).getTime())).toBe(new Date(2026, 10, 27, 8, 0, 0).getTime());
  });
});

describe('two runners on one database', () => {
  it('run each fire time of a tenant job once, write it to the run log and the job row', async () => {
    const jobId = await addJob(T1, '每两秒提醒', 'overdueFollowupReminder', '0/2 * * * * ? *');
    const paused = await addJob(T1, '已暂停的', 'overdueFollowupReminder', '* * * * * ? *', '-1');
    const notifier = recordingNotifier();
    // Today's whole minute: the overdue rule counts days back from the fire time, and the patients' last visits are
    // days back from the database's today (a fixed date here turned the test red the day after it was written).
    const minute = new Date();
    minute.setSeconds(0, 100);
    let clock = minute.getTime();
    const runners = [1, 2].map(() =>
      createJobRunner({
        db: database.db,
        jobs: [],
        source: quartzJobSource(database.db, TENANT_JOB_HANDLERS, notifier, 3000),
        log: quiet,
        now: () => clock,
      }),
    );
    const start = clock;
    for (const step of [0, 500, 1000, 1900, 2000, 2500, 4000, 4100]) {
      clock = start + step;
      await Promise.all(runners.map((r) => r.tick()));
    }
    const runs = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.jobId, jobId))
      .orderBy(asc(jobRuns.fireAt));
    // Fire times :00, :02 and :04, each once across both runners.
    expect(runs.map((r) => r.fireAt.getSeconds())).toEqual([0, 2, 4]);
    expect(runs.every((r) => r.tenantId === T1 && r.ok === true && r.trigger === 'schedule')).toBe(true);
    expect(runs[0]?.message).toBe('提醒医生 2 位，逾期患者 3 位');
    const [row] = await database.db.select().from(quartzJobs).where(eq(quartzJobs.id, jobId));
    expect(row).toMatchObject({ lastResult: '1', lastMessage: '提醒医生 2 位，逾期患者 3 位' });
    expect(await database.db.select().from(jobRuns).where(eq(jobRuns.jobId, paused))).toEqual([]);
    // Three fire times, one message per doctor each, pushed live.
    expect((await messagesOf('doc1')).length).toBe(3);
    expect(notifier.pushed.filter((p) => p.userId === 'doc1')).toHaveLength(3);
    await database.db.update(quartzJobs).set({ status: '-1' }).where(eq(quartzJobs.id, jobId));
  });
});

describe('逾期随访提醒', () => {
  it("tells each responsible doctor of the tenant's overdue patients (the home page's rule), nobody else", async () => {
    await database.db.delete(messages);
    const notifier = recordingNotifier();
    const result = await TENANT_JOB_HANDLERS.overdueFollowupReminder!({
      db: database.db,
      notifier,
      tenantId: T1,
      fireAt: Date.now(),
    });
    expect(result).toBe('提醒医生 2 位，逾期患者 3 位');
    const [doc1] = await messagesOf('doc1');
    expect(doc1).toMatchObject({ tenantId: T1, classify: '2', openType: 'url', senderId: null });
    expect(doc1?.title).toBe('逾期随访提醒：2位患者超过90天未随访');
    expect(doc1?.content).toContain('逾期甲');
    expect(doc1?.content).toContain('从未随访乙');
    expect(doc1?.content).not.toContain('近期丙');
    expect((await messagesOf('doc2'))[0]?.content).toContain('逾期丁');
    expect(await messagesOf('doc9')).toEqual([]);
    expect(notifier.pushed.map((p) => p.userId).sort()).toEqual(['doc1', 'doc2']);
  });
});

describe('未读消息汇总', () => {
  it('sends one digest to users with messages unread for 3 days, and never sums up digests', async () => {
    await database.db.delete(messages);
    const old = sql`localtimestamp(0) - make_interval(days => 4)`;
    for (const [userId, title, readFlag, createTime] of [
      ['reader', '旧通知一', 0, old],
      ['reader', '旧通知二', 0, old],
      ['reader', '已读旧通知', 1, old],
      ['reader', '新通知', 0, sql`localtimestamp(0)`],
      ['doc2', '昨天的', 0, sql`localtimestamp(0) - make_interval(days => 1)`],
      ['doc9', '他院旧通知', 0, old],
    ] as const) {
      await database.db.execute(
        sql`INSERT INTO message (id, tenant_id, user_id, classify, title, read_flag, create_time)
            VALUES (${newId()}, ${userId === 'doc9' ? T2 : T1}, ${userId}, '1', ${title}, ${readFlag}, ${createTime})`,
      );
    }
    const notifier = recordingNotifier();
    const run = () =>
      TENANT_JOB_HANDLERS.unreadMessageDigest!({
        db: database.db,
        notifier,
        tenantId: T1,
        fireAt: Date.now(),
      });
    expect(await run()).toBe('发送汇总 1 条');
    const digest = (await messagesOf('reader')).find((m) => m.title.startsWith('未读消息汇总'));
    expect(digest?.title).toBe('未读消息汇总：您有2条消息超过3天未读');
    expect(digest?.content).toContain('「旧通知一」');
    expect(digest?.content).not.toContain('新通知');
    expect(notifier.pushed.map((p) => p.userId)).toEqual(['reader']);
    // Four days later the digest itself is old and unread: the next digest still counts the two notices only.
    await database.db
      .update(messages)
      .set({ createTime: sql`localtimestamp(0) - make_interval(days => 4)` })
      .where(eq(messages.id, digest!.id));
    await run();
    const digests = (await messagesOf('reader')).filter((m) => m.title.startsWith('未读消息汇总'));
    expect(digests.map((d) => d.title)).toEqual([
      '未读消息汇总：您有2条消息超过3天未读',
      '未读消息汇总：您有2条消息超过3天未读',
    ]);
  });
});

describe('the job operations', () => {
  const admin = () => userCtx(database.db, T1, 'doc1', { notifier: recordingNotifier() });
  const crud = (crudOp: string, q: Record<string, unknown>, body: unknown, ctx = admin()) =>
    answerResource(
      { operationId: `quartzJob-${crudOp}`, resource: 'quartzJob', crud: crudOp },
      input(q, body),
      ctx,
    );

  it('refuses an expression the runner cannot read, with the editor message', async () => {
    await expect(
      crud('add', {}, { jobName: '坏表达式', jobClassName: 'unreadMessageDigest', cronExpression: '* * *' }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/^Cron表达式不正确：/) });
    await expect(
      crud(
        'add',
        {},
        { jobName: '过去', jobClassName: 'unreadMessageDigest', cronExpression: '0 0 0 1 1 ? 2020' },
      ),
    ).rejects.toMatchObject({ message: 'Cron表达式不会再触发' });
  });

  it('adds a job, lists its next five fire times, pauses, starts, runs once and logs the run', async () => {
    await crud(
      'add',
      {},
      { jobName: '每日汇总', jobClassName: 'unreadMessageDigest', cronExpression: '0 0 8 * * ? *' },
    );
    const page = (await crud('list', { jobName: '每日汇总' }, null)) as {
      records: Record<string, unknown>[];
    };
    const job = page.records[0]!;
    expect(job).toMatchObject({ status: '0', jobClassName: 'unreadMessageDigest' });
    const next = String(job.nextFireTimes).split(',');
    expect(next).toHaveLength(5);
    expect(next.every((t) => /^\d{4}-\d\d-\d\d 08:00:00$/.test(t))).toBe(true);

    const id = String(job.id);
    const paused = (await handlers.pauseQuartzJob!(input({ id }), admin())) as Record<string, unknown>;
    expect(paused).toMatchObject({ status: '-1', nextFireTimes: '' });
    expect(await handlers.pauseQuartzJob!(input({ id }), admin())).toMatchObject({ status: '-1' });
    expect(await handlers.resumeQuartzJob!(input({ id }), admin())).toMatchObject({ status: '0' });

    const run = (await handlers.executeQuartzJob!(input({ id }), admin())) as Record<string, unknown>;
    expect(run).toMatchObject({ trigger: 'manual', ok: true, message: expect.stringMatching(/^发送汇总/) });
    const log = (await handlers.quartzJobRunLog!(input({ jobId: id }), admin())) as {
      records: Record<string, unknown>[];
      total: number;
    };
    expect(log.total).toBe(1);
    expect(log.records[0]).toMatchObject({ id: run.id, trigger: 'manual', ok: true });
    expect(await crud('queryById', { id }, null)).toMatchObject({ lastResult: '1' });

    // Another tenant's administrator finds none of it.
    const other = userCtx(database.db, T2, 'doc9');
    for (const op of ['pauseQuartzJob', 'resumeQuartzJob', 'executeQuartzJob'] as const) {
      await expect(handlers[op]!(input({ id }), other)).rejects.toBeInstanceOf(ApiFailure);
    }
    await expect(handlers.quartzJobRunLog!(input({ jobId: id }), other)).rejects.toMatchObject({
      kind: 'notFound',
    });

    // Deleting the job takes its run log with it.
    await crud('delete', { id }, null);
    expect(
      await database.db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.tenantId, T1), eq(jobRuns.jobId, id))),
    ).toEqual([]);
  });
});
