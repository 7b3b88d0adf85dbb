// /task (shell-spec 2.3): the signed-in user's own tasks across projects (myTasks), paged, filtered by status.
import { scopedListTransport, useListPage } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Select } from '../../ui/select';
import { showNotice } from '../../ui/toast';
import { SimpleTable, tableOf, type SimpleColumn } from '../../ui/simple-table';

const STATUS: Record<string, string> = { '0': '待办', '1': '进行中', '2': '已完成' };
const PRIORITY: Record<string, string> = { H: '高', M: '中', L: '低' };

const COLUMNS: SimpleColumn[] = [
  { key: 'title', title: '任务' },
  { key: 'projectName', title: '所属项目' },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (row) => STATUS[String(row.status)] ?? String(row.status ?? ''),
  },
  { key: 'priority', title: '优先级', width: 80, render: (row) => PRIORITY[String(row.priority)] ?? '' },
  { key: 'dueDate', title: '截止日期', width: 120 },
];

export function TaskPage() {
  const { client } = useClinic();
  const { router } = useShell();
  const list = useListPage({
    urls: { list: '/api/rws/task/my' },
    // The operation answers whole records and the scoped transport sends no `field`.
    columns: 'all',
    transport: scopedListTransport(client, ['pageNo', 'pageSize', 'status', 'projectId']),
    router,
    prefix: 'task_',
    onNotice: showNotice,
  });
  return (
    <section aria-label="我的任务" className="rounded bg-white p-4">
      <div className="mb-3 flex items-center gap-2 text-sm">
        <label className="flex items-center gap-2">
          状态
          <Select
            aria-label="状态"
            className="w-32"
            value={list.queryParam.status ?? ''}
            onChange={(value) => list.search(value ? { status: value } : {})}
            options={[
              { value: '', label: '全部' },
              ...Object.entries(STATUS).map(([value, label]) => ({ value, label })),
            ]}
          />
        </label>
      </div>
      <SimpleTable label="任务列表" columns={COLUMNS} {...tableOf(list)} />
    </section>
  );
}
