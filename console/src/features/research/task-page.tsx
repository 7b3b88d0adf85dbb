// /task (shell-spec 2.3): the signed-in user's own tasks across projects (myTasks), paged, filtered by status; the
// project menu's 任务 (/task?projectId=…) lists those of that project alone.
import { useSearch } from '@tanstack/react-router';
import { scopedListTransport, useListPage, useModelState } from '@clinic/hooks';
import { findField, resources } from '@clinic/sdk/resources';
import { AppLink } from '../../ui/app-link';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Select } from '../../ui/select';
import { showNotice } from '../../ui/toast';
import { SimpleTable, tableOf, type SimpleColumn } from '../../ui/simple-table';
import { useDictOptions } from '../dict/use-dict-options';
import { DictValueCell } from '../list-page/dict-value-cell';

const task = resources.task;
/** The declaration's dictionaries: 状态 (task_status) and 优先级 (priority), as every other list shows them. */
const dictOf = (field: string) => findField(task, field)?.dict ?? '';
const STATUS_DICT = dictOf('status');
const PRIORITY_DICT = dictOf('priority');

const COLUMNS: SimpleColumn[] = [
  { key: 'title', title: '任务' },
  { key: 'projectName', title: '所属项目' },
  {
    key: 'status',
    title: '状态',
    width: 100,
    render: (row) => <DictValueCell dictCode={STATUS_DICT} value={row.status} />,
  },
  {
    key: 'priority',
    title: '优先级',
    width: 80,
    render: (row) => <DictValueCell dictCode={PRIORITY_DICT} value={row.priority} />,
  },
  { key: 'dueDate', title: '截止日期', width: 120 },
];

export function TaskPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const projectId = typeof search.projectId === 'string' ? search.projectId : '';
  return <TaskList key={projectId} projectId={projectId} />;
}

function TaskList({ projectId }: { projectId: string }) {
  const { client } = useClinic();
  const { router, projectSelection } = useShell();
  const selection = useModelState(projectSelection);
  const projectName = selection.current?.id === projectId ? selection.current.projectName : '';
  const statuses = useDictOptions(STATUS_DICT);
  const list = useListPage({
    urls: { list: '/api/rws/task/my' },
    // The operation answers whole records and the scoped transport sends no `field`.
    columns: 'all',
    transport: scopedListTransport(
      client,
      ['pageNo', 'pageSize', 'status', 'projectId'],
      projectId ? { projectId } : {},
    ),
    router,
    prefix: 'task_',
    onNotice: showNotice,
  });
  return (
    <section aria-label="我的任务" className="rounded bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {projectId && (
          <p className="text-slate-700">
            <span className="font-medium text-slate-900">{projectName || '当前项目'}</span> 的任务
            <AppLink href="/task" className="text-primary-strong ml-3 underline underline-offset-2">
              查看全部项目的任务
            </AppLink>
          </p>
        )}
        <label className="flex items-center gap-2">
          状态
          <Select
            aria-label="状态"
            className="w-32"
            value={list.queryParam.status ?? ''}
            onChange={(value) => list.search(value ? { status: value } : {})}
            options={[{ value: '', label: '全部' }, ...statuses]}
          />
        </label>
      </div>
      <SimpleTable
        label="任务列表"
        columns={projectId ? COLUMNS.filter((c) => c.key !== 'projectName') : COLUMNS}
        {...tableOf(list)}
      />
    </section>
  );
}
