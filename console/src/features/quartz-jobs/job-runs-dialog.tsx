// 执行记录 of a scheduled job: its next five fire times (as the server will run them) and its run log, newest first,
// each run with start, end, 成功/失败 and the message; read-only, a page at a time.
import { useEffect, useState } from 'react';
import { createJobRunLogModel, runResultText, useModelState } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export interface JobRunsTarget {
  id: string;
  name: string;
  /** The next fire times; empty for a paused job. */
  nextFireTimes: readonly string[];
}

const RESULT_STYLE = {
  成功: 'bg-green-50 text-green-700',
  失败: 'bg-red-50 text-red-700',
  执行中: 'bg-slate-100 text-slate-600',
} as const;

function JobRuns({ job }: { job: JobRunsTarget }) {
  const { client } = useClinic();
  const [model] = useState(() => createJobRunLogModel(client, job.id));
  const state = useModelState(model);
  useEffect(() => {
    void model.load(1);
  }, [model]);
  const pages = Math.max(1, Math.ceil(state.total / state.pageSize));
  return (
    <div className="flex flex-col gap-3">
      <section aria-label="下次执行时间" className="rounded bg-slate-50 p-3 text-sm">
        <h3 className="mb-1 font-medium text-slate-700">下次执行时间（最近5次）</h3>
        {job.nextFireTimes.length ? (
          <ol className="grid gap-x-6 gap-y-0.5 sm:grid-cols-2">
            {job.nextFireTimes.map((time, index) => (
              <li key={time} className="whitespace-nowrap">
                <span className="mr-2 text-slate-400">{index + 1}.</span>
                <time>{time}</time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-500">任务已暂停，启动后按Cron表达式执行</p>
        )}
      </section>
      {state.error && (
        <p role="alert" className="text-sm text-red-600">
          {state.error}
        </p>
      )}
      <div className="overflow-x-auto rounded border border-slate-200">
        <table aria-label="执行日志" className="w-full min-w-[600px] text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">开始时间</th>
              <th className="px-3 py-2 font-medium">结束时间</th>
              <th className="px-3 py-2 font-medium">触发方式</th>
              <th className="px-3 py-2 font-medium">结果</th>
              <th className="px-3 py-2 font-medium">执行信息</th>
            </tr>
          </thead>
          <tbody>
            {state.records.map((r) => {
              const result = runResultText(r);
              return (
                <tr key={r.id} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{r.startTime}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.endTime ?? ''}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.trigger === 'manual' ? '手动执行' : '定时'}
                  </td>
                  <td className="px-3 py-2">
                    <span className={`rounded px-1.5 py-0.5 text-xs ${RESULT_STYLE[result]}`}>{result}</span>
                  </td>
                  <td className="px-3 py-2 break-all text-slate-700">{r.message ?? ''}</td>
                </tr>
              );
            })}
            {!state.loading && state.records.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-slate-400">
                  暂无执行记录
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-end gap-2 text-sm text-slate-600">
        <span>共 {state.total} 条</span>
        <Button size="small" onClick={() => void model.load(state.pageNo)}>
          刷新
        </Button>
        <Button size="small" disabled={state.pageNo <= 1} onClick={() => void model.load(state.pageNo - 1)}>
          上一页
        </Button>
        <span>
          {state.pageNo} / {pages}
        </span>
        <Button
          size="small"
          disabled={state.pageNo >= pages}
          onClick={() => void model.load(state.pageNo + 1)}
        >
          下一页
        </Button>
      </div>
    </div>
  );
}

export function JobRunsDialog({ of, onClose }: { of: JobRunsTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={of !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`执行记录：${of?.name ?? ''}`}
      width={820}
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      {of && <JobRuns key={of.id} job={of} />}
    </Dialog>
  );
}
