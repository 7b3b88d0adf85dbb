// 启动 / 暂停 / 执行一次 of a scheduled job (resumeQuartzJob / pauseQuartzJob / executeQuartzJob): which row may take
// which, one at a time, the run's own result as the message of 执行一次, the server's refusal otherwise.
import type { ClinicClient } from '@clinic/sdk';
import { busyById } from '../core/busy-by-id.js';
import { createObservableStore, type Notice } from '../core/observable-store.js';

/** quartz_job_status: '0' running, '-1' paused. */
export const JOB_RUNNING = '0';
export const JOB_PAUSED = '-1';
export const canResume = (status: unknown): boolean => String(status ?? '') === JOB_PAUSED;
export const canPause = (status: unknown): boolean => String(status ?? '') === JOB_RUNNING;

/** One run of a job, as the run log lists it. */
export interface JobRun {
  id: string;
  trigger: 'schedule' | 'manual';
  fireTime: string;
  startTime: string;
  endTime: string | null;
  /** null while the run has not ended. */
  ok: boolean | null;
  message: string | null;
}

export interface QuartzJobActionsTransport {
  resume(id: string): Promise<void>;
  pause(id: string): Promise<void>;
  execute(id: string): Promise<JobRun>;
}

export function quartzJobActionsTransportOf(client: Pick<ClinicClient, 'call'>): QuartzJobActionsTransport {
  return {
    async resume(id) {
      await client.call('resumeQuartzJob', { query: { id } });
    },
    async pause(id) {
      await client.call('pauseQuartzJob', { query: { id } });
    },
    async execute(id) {
      return (await client.call('executeQuartzJob', { query: { id } })) as JobRun;
    },
  };
}

export interface QuartzJobActionsSnapshot {
  /** The job being started, paused or run. */
  busyId: string | null;
}

export interface QuartzJobActionsModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): QuartzJobActionsSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  resume(id: string): Promise<boolean>;
  pause(id: string): Promise<boolean>;
  /** Runs the job once now; the notice says how the run ended. */
  execute(id: string): Promise<JobRun | null>;
}

export function createQuartzJobActionsModel(options: {
  transport: QuartzJobActionsTransport;
  onChanged?: () => void;
}): QuartzJobActionsModel {
  const store = createObservableStore<QuartzJobActionsSnapshot>({ busyId: null });
  const run = <T>(id: string, work: () => Promise<T>, done: (result: T) => Notice) =>
    busyById(store, id, work, done, options.onChanged);
  const { transport } = options;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    resume: async (id) =>
      (await run(
        id,
        () => transport.resume(id),
        () => ({ level: 'success', text: '任务已启动' }),
      )) !== null,
    pause: async (id) =>
      (await run(
        id,
        () => transport.pause(id),
        () => ({ level: 'success', text: '任务已暂停' }),
      )) !== null,
    execute: (id) =>
      run(
        id,
        () => transport.execute(id),
        (r) =>
          r.ok
            ? { level: 'success', text: r.message ? `执行成功：${r.message}` : '执行成功' }
            : { level: 'error', text: `执行失败：${r.message ?? '未知错误'}` },
      ),
  };
}

/** The next fire times the server answers comma-joined in `nextFireTimes`. */
export function fireTimesOf(value: unknown): string[] {
  return typeof value === 'string' && value ? value.split(',') : [];
}
