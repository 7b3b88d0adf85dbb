// The run log of one scheduled job (quartzJobRunLog), newest first, a page at a time; read-only. A late answer of an
// older request is dropped.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import type { JobRun } from './quartz-job-actions-model.js';

export interface JobRunLogSnapshot {
  loading: boolean;
  error: string | null;
  records: readonly JobRun[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface JobRunLogModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): JobRunLogSnapshot;
  load(pageNo?: number): Promise<void>;
}

export function createJobRunLogModel(
  client: Pick<ClinicClient, 'call'>,
  jobId: string,
  pageSize = 10,
): JobRunLogModel {
  const store = createObservableStore<JobRunLogSnapshot>({
    loading: false,
    error: null,
    records: [],
    total: 0,
    pageNo: 1,
    pageSize,
  });
  let seq = 0;
  async function load(pageNo = store.getSnapshot().pageNo) {
    const mine = ++seq;
    store.update({ loading: true, error: null, pageNo });
    try {
      const page = (await client.call('quartzJobRunLog', { query: { jobId, pageNo, pageSize } })) as {
        records?: JobRun[];
        total?: number;
      };
      if (mine !== seq) return;
      store.update({ loading: false, records: page.records ?? [], total: page.total ?? 0 });
    } catch (error) {
      if (mine === seq) store.update({ loading: false, error: userMessageOf(error, '执行日志加载失败') });
    }
  }
  return { subscribe: store.subscribe, getSnapshot: store.getSnapshot, load };
}

/** 成功 / 失败 / 执行中 of a run. */
export function runResultText(run: Pick<JobRun, 'ok'>): '成功' | '失败' | '执行中' {
  return run.ok === null ? '执行中' : run.ok ? '成功' : '失败';
}
