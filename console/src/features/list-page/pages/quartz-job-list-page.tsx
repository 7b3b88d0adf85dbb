// 定时任务 (/system/quartzJob, menu component system/QuartzJobList): the quartzJob declaration on the generic list
// page, plus 启动 / 暂停 / 执行一次 on each row for users granted them (each after a confirmation) and 执行记录: the
// next five fire times and the run log. The 下次执行时间 column shows the next one.
import { useCallback, useState } from 'react';
import {
  canPause,
  canResume,
  fireTimesOf,
  usePermissions,
  useQuartzJobActions,
  type Row,
} from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { useClinic } from '../../../app/clinic-context';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { ConfirmAction } from '../../../ui/confirm-action';
import { JobRunsDialog, type JobRunsTarget } from '../../quartz-jobs/job-runs-dialog';
import { EmptyCell } from '../empty-cell';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

const def = resources.quartzJob;
const RESUME = `${def.permission}:resume`;
const PAUSE = `${def.permission}:pause`;
const EXECUTE = `${def.permission}:execute`;

type Asked = { kind: 'resume' | 'pause' | 'execute'; id: string; name: string } | null;

const ASK = {
  resume: {
    title: '确认启动',
    text: (name: string) => `确定启动「${name}」吗？启动后按Cron表达式定时执行。`,
  },
  pause: { title: '确认暂停', text: (name: string) => `确定暂停「${name}」吗？暂停后不再定时执行。` },
  execute: { title: '确认执行', text: (name: string) => `确定立即执行一次「${name}」吗？` },
} as const;

function useJobActions({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useQuartzJobActions(client, reload);
  useNoticeToasts(model);
  const [asked, setAsked] = useState<Asked>(null);
  const [runs, setRuns] = useState<JobRunsTarget | null>(null);
  const mayResume = has(RESUME);
  const mayPause = has(PAUSE);
  const mayExecute = has(EXECUTE);

  const row = useCallback(
    (record: Row) => {
      const id = String(record.id ?? '');
      const name = String(record.jobName ?? '');
      const link = 'text-primary-strong hover:underline';
      return (
        <>
          {mayResume && canResume(record.status) && (
            <button type="button" className={link} onClick={() => setAsked({ kind: 'resume', id, name })}>
              启动
            </button>
          )}
          {mayPause && canPause(record.status) && (
            <button type="button" className={link} onClick={() => setAsked({ kind: 'pause', id, name })}>
              暂停
            </button>
          )}
          {mayExecute && (
            <button type="button" className={link} onClick={() => setAsked({ kind: 'execute', id, name })}>
              执行一次
            </button>
          )}
          <button
            type="button"
            className={link}
            onClick={() => setRuns({ id, name, nextFireTimes: fireTimesOf(record.nextFireTimes) })}
          >
            执行记录
          </button>
        </>
      );
    },
    [mayResume, mayPause, mayExecute],
  );

  const confirm = async () => {
    if (!asked) return;
    if (asked.kind === 'resume') await model.resume(asked.id);
    else if (asked.kind === 'pause') await model.pause(asked.id);
    else await model.execute(asked.id);
    setAsked(null);
  };

  return {
    row,
    dialogs: (
      <>
        <JobRunsDialog of={runs} onClose={() => setRuns(null)} />
        <ConfirmAction
          open={asked !== null}
          title={asked ? ASK[asked.kind].title : ''}
          text={asked ? ASK[asked.kind].text(asked.name) : ''}
          busy={state.busyId !== null}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      </>
    ),
  };
}

export default listPageOf({
  resource: def,
  columnOrder: [
    'jobName',
    'jobClassName',
    'cronExpression',
    'status',
    'nextFireTimes',
    'lastRunTime',
    'lastResult',
  ],
  columns: {
    nextFireTimes: {
      width: 170,
      render: (r) => {
        const [next] = fireTimesOf(r.nextFireTimes);
        return next ?? <EmptyCell />;
      },
    },
    cronExpression: {
      width: 150,
      render: (r) => (
        <code className="font-mono text-xs whitespace-nowrap">{String(r.cronExpression ?? '')}</code>
      ),
    },
    // 创建时间 is read in the form; the list keeps what a scheduler is scanned for.
    createTime: { hidden: true },
  },
  usePageActions: useJobActions,
  actionWidth: 260,
});
