// The job runner: a fire time runs once however many processes tick, failures are logged, old fire times are skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { jobRuns } from '../db/schema/jobs.js';
import { createJobRunner, every, type JobDefinition } from './job-runner.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('job runner', () => {
  it('runs each fire time once across several runners on one database', async () => {
    let clock = 100_000;
    const ran: number[] = [];
    const job: JobDefinition = {
      name: 'count-once',
      lastFireAt: every(1000),
      run: async ({ fireAt }) => {
        ran.push(fireAt);
        return `fired ${fireAt}`;
      },
    };
    const runners = [1, 2, 3].map(() =>
      createJobRunner({ db: database.db, jobs: [job], log: quiet, now: () => clock }),
    );
    for (const step of [0, 400, 700, 1200, 2050, 2999, 3001]) {
      clock = 100_000 + step;
      await Promise.all(runners.map((r) => r.tick()));
    }
    expect(ran).toEqual([100_000, 101_000, 102_000, 103_000]);
    const rows = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, 'count-once'))
      .orderBy(asc(jobRuns.fireAt));
    expect(rows.map((r) => r.fireAt.getTime())).toEqual(ran);
    expect(rows.every((r) => r.ok === true && r.finishedAt !== null)).toBe(true);
    expect(rows[0]?.message).toBe('fired 100000');
  });

  it('keeps a failure in the run log and goes on with the next fire time', async () => {
    let clock = 500_000;
    let calls = 0;
    const runner = createJobRunner({
      db: database.db,
      log: quiet,
      now: () => clock,
      jobs: [
        {
          name: 'flaky',
          lastFireAt: every(1000),
          run: async () => {
            calls++;
            if (calls === 1) throw new Error('邮件服务器无应答');
          },
        },
      ],
    });
    await runner.tick();
    clock += 1000;
    await runner.tick();
    const rows = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, 'flaky'))
      .orderBy(asc(jobRuns.fireAt));
    expect(rows.map((r) => [r.ok, r.message])).toEqual([
      [false, '邮件服务器无应答'],
      [true, null],
    ]);
  });

  it('does not replay a fire time it first sees long after it was due', async () => {
    const ran: number[] = [];
    const runner = createJobRunner({
      db: database.db,
      log: quiet,
      now: () => 905_000,
      tickMs: 100,
      jobs: [{ name: 'hourly', lastFireAt: every(10_000), run: async ({ fireAt }) => void ran.push(fireAt) }],
    });
    await runner.tick();
    expect(ran).toEqual([]);
  });
});
