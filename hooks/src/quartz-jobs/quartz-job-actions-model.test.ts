import { describe, expect, it, vi } from 'vitest';
import { createJobRunLogModel, runResultText } from './job-run-log-model.js';
import {
  canPause,
  canResume,
  createQuartzJobActionsModel,
  fireTimesOf,
  type JobRun,
} from './quartz-job-actions-model.js';

const run = (ok: boolean | null, message: string | null): JobRun => ({
  id: 'r1',
  trigger: 'manual',
  fireTime: '2026-11-27 10:00:00',
  startTime: '2026-11-27 10:00:00',
  endTime: ok === null ? null : '2026-11-27 10:00:01',
  ok,
  message,
});

describe('scheduled job actions', () => {
  it('a paused job can be started, a running one paused', () => {
    expect(['0', '-1', null].map(canResume)).toEqual([false, true, false]);
    expect(['0', '-1', null].map(canPause)).toEqual([true, false, false]);
  });

  it('says how a run once ended, reloads, and takes one action at a time', async () => {
    let finish: (r: JobRun) => void = () => undefined;
    const execute = vi
      .fn<(id: string) => Promise<JobRun>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValueOnce(run(false, '数据库无应答'));
    const pause = vi.fn(async () => Promise.reject(new Error('x')));
    const onChanged = vi.fn();
    const model = createQuartzJobActionsModel({
      transport: { execute, pause, resume: vi.fn(async () => undefined) },
      onChanged,
    });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
    const first = model.execute('j1');
    expect(model.getSnapshot().busyId).toBe('j1');
    expect(await model.resume('j2')).toBe(false);
    finish(run(true, '提醒医生 2 位'));
    expect(await first).toMatchObject({ ok: true });
    expect(await model.execute('j1')).toMatchObject({ ok: false });
    expect(await model.pause('j1')).toBe(false);
    expect(await model.resume('j1')).toBe(true);
    expect(notices).toEqual([
      'success:执行成功：提醒医生 2 位',
      'error:执行失败：数据库无应答',
      'error:操作失败',
      'success:任务已启动',
    ]);
    expect(onChanged).toHaveBeenCalledTimes(3);
  });

  it('splits the next fire times and names a run result', () => {
    expect(fireTimesOf('2026-11-28 08:00:00,2026-11-29 08:00:00')).toEqual([
      '2026-11-28 08:00:00',
      '2026-11-29 08:00:00',
    ]);
    expect(fireTimesOf('')).toEqual([]);
    expect(fireTimesOf(null)).toEqual([]);
    expect([true, false, null].map((ok) => runResultText({ ok }))).toEqual(['成功', '失败', '执行中']);
  });
});

describe('job run log', () => {
  it('loads a page of runs for the job and drops a late older answer', async () => {
    const answers: ((v: unknown) => void)[] = [];
    const call = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
    const model = createJobRunLogModel({ call } as never, 'j1', 5);
    const older = model.load(1);
    const newer = model.load(2);
    answers[1]!({ records: [run(true, '新')], total: 6 });
    answers[0]!({ records: [run(true, '旧')], total: 1 });
    await Promise.all([older, newer]);
    expect(call).toHaveBeenLastCalledWith('quartzJobRunLog', {
      query: { jobId: 'j1', pageNo: 2, pageSize: 5 },
    });
    expect(model.getSnapshot()).toMatchObject({ pageNo: 2, total: 6, loading: false });
    expect(model.getSnapshot().records.map((r) => r.message)).toEqual(['新']);
  });

  it('shows the error of a refused load', async () => {
    const model = createJobRunLogModel({ call: async () => Promise.reject(new Error('x')) } as never, 'j1');
    await model.load();
    expect(model.getSnapshot().error).toBe('执行日志加载失败');
  });
});
