// The project's 数据修改申请 for its auditors: a header button with the pending count, and a dialog listing the
// requests of one status (受试者, 访视表单, 修改字段, 修改原因, 申请人); 审核 or 查看 opens the form at its 数据修改申请 tab.
import {
  CHANGE_STATUS_NAMES,
  changedFieldsText,
  type ProjectChange,
  type ProjectChangesModel,
  type ProjectChangesSnapshot,
  type ProjectChangeStatus,
  type Row,
} from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { SimpleTable, type SimpleColumn } from '../../ui/simple-table';
import { UnderlineTabs } from '../../ui/underline-tabs';

const STATUS_TABS: [ProjectChangeStatus, string][] = [
  ['0', '待审核'],
  ['1', '已通过'],
  ['2', '已驳回'],
  ['', '全部'],
];

const LOOK: Record<string, string> = {
  '0': 'bg-amber-50 text-amber-700',
  '1': 'bg-green-50 text-green-700',
  '2': 'bg-red-50 text-red-600',
};

const of = (row: Row) => row as unknown as ProjectChange;

export function ProjectChangesButton({ pending, onClick }: { pending: number | null; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      数据修改申请
      {pending !== null && pending > 0 && (
        <span
          data-testid="project-changes-pending"
          className="ml-1.5 rounded-full bg-red-600 px-1.5 text-xs leading-5 text-white"
        >
          {pending}
          <span className="sr-only">条待审核</span>
        </span>
      )}
    </Button>
  );
}

export function ProjectChangesDialog({
  open,
  model,
  state,
  onClose,
  onOpen,
}: {
  open: boolean;
  model: ProjectChangesModel;
  state: ProjectChangesSnapshot;
  onClose: () => void;
  /** Opens the request's visit form at its 数据修改申请 tab. */
  onOpen: (change: ProjectChange) => void;
}) {
  const columns: SimpleColumn[] = [
    {
      key: 'subjectName',
      title: '受试者',
      width: 150,
      render: (row) => (
        <span className="flex flex-col">
          <span>{of(row).subjectName}</span>
          <span className="text-xs text-slate-500">{of(row).subjectNo}</span>
        </span>
      ),
    },
    { key: 'formName', title: '访视表单', width: 120 },
    { key: 'changes', title: '修改字段', render: (row) => changedFieldsText(of(row)) },
    { key: 'reason', title: '修改原因' },
    { key: 'applicantName', title: '申请人', width: 90 },
    { key: 'createTime', title: '申请时间', width: 160 },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (row) => (
        <span className={`rounded px-2 py-0.5 text-xs whitespace-nowrap ${LOOK[of(row).status] ?? ''}`}>
          {CHANGE_STATUS_NAMES[of(row).status] ?? ''}
        </span>
      ),
    },
    {
      key: 'action',
      title: '操作',
      width: 70,
      render: (row) => (
        <button
          type="button"
          className="text-primary-strong whitespace-nowrap hover:underline"
          onClick={() => onOpen(of(row))}
        >
          {of(row).canAudit ? '审核' : '查看'}
        </button>
      ),
    },
  ];
  const rows = (state.rows ?? []) as unknown as Row[];
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="项目数据修改申请" width={1000}>
      <UnderlineTabs
        label="申请状态"
        className="mb-3"
        tabs={STATUS_TABS.map(([value, label]) => ({
          value,
          label,
          count: value === '0' ? state.pending : 0,
        }))}
        value={state.status}
        onChange={(value) => void model.setStatus(value)}
      />
      {state.error && (
        <p role="alert" className="mb-2 text-sm text-red-600">
          {state.error}
        </p>
      )}
      <SimpleTable
        label="数据修改申请列表"
        minWidth={880}
        columns={columns}
        rows={rows}
        loading={state.loading || state.rows === null}
      />
      {state.rows !== null && state.total > state.rows.length && (
        <p className="mt-2 text-xs text-slate-500">
          共 {state.total} 条，显示最近 {state.rows.length} 条
        </p>
      )}
    </Dialog>
  );
}
