// /medicalRecords/groupSetting (shell-spec 2.3): 项目设置 of the current project: its details, 分组, 访视计划 (each
// visit with its window and CRF forms) and 项目成员 by name and project role; the 项目负责人 adds, edits and removes.
import { useState, type ReactNode } from 'react';
import {
  planWindowText,
  projectRoleName,
  useModelState,
  useProjectSettings,
  type SettingsKind,
  type SettingsRow,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { SettingsDialog, type Editing } from './project-settings-dialog';

export function GroupSettingPage() {
  const { projectSelection } = useShell();
  const { current } = useModelState(projectSelection);
  if (!current) return <p className="rounded bg-white p-6 text-slate-500">请先在左侧“项目”中选择一个项目</p>;
  const rows: [string, unknown][] = [
    ['项目名称', current.projectName],
    ['项目简称', current.codeName],
    ['开始时间', current.startTime],
    ['结束时间', current.endTime],
    ['目标例数', current.targetQuantity],
    ['我的角色', projectRoleName(current.role)],
  ];
  return (
    <section aria-label="项目设置" className="grid grid-cols-1 gap-3">
      <div className="rounded bg-white p-4">
        <h2 className="mb-3 text-base font-medium text-slate-900">项目设置</h2>
        <dl className="grid max-w-xl grid-cols-[96px_1fr] gap-x-3 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-800">
                {value === null || value === undefined || value === '' ? '—' : String(value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <ProjectSettings key={current.id} projectId={current.id} manager={current.roleRight === '1'} />
    </section>
  );
}

function ProjectSettings({ projectId, manager }: { projectId: string; manager: boolean }) {
  const { client } = useClinic();
  const { model, state } = useProjectSettings(client, projectId, manager);
  useNoticeToasts(model);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<{ kind: SettingsKind; row: SettingsRow; text: string } | null>(
    null,
  );
  if (state.loading) return <p className="rounded bg-white p-4 text-slate-400">加载中…</p>;
  if (state.error)
    return (
      <p role="alert" className="rounded bg-white p-4 text-red-500">
        {state.error}
      </p>
    );
  const actions = (kind: SettingsKind, row: SettingsRow, name: string, edit = true) =>
    manager ? (
      <span className="flex gap-3 whitespace-nowrap">
        {edit && (
          <button
            type="button"
            className="text-primary-strong hover:underline"
            onClick={() => setEditing({ kind, row })}
          >
            编辑
          </button>
        )}
        <button
          type="button"
          className="text-red-600 hover:underline"
          onClick={() => setRemoving({ kind, row, text: name })}
        >
          {kind === 'member' ? '移除' : '删除'}
        </button>
      </span>
    ) : null;
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
  return (
    <>
      <Card
        title="分组"
        addLabel="新增分组"
        manager={manager}
        onAdd={() => setEditing({ kind: 'group', row: null })}
      >
        <Table
          label="分组列表"
          empty="暂无分组"
          heads={['分组名称', '排序', '分组说明', ...(manager ? ['操作'] : [])]}
          rows={state.groups.map((g) => [
            text(g.name),
            text(g.sortNo),
            text(g.description),
            ...(manager ? [actions('group', g, `分组“${text(g.name)}”`)] : []),
          ])}
        />
      </Card>
      <Card
        title="访视计划"
        addLabel="新增访视"
        manager={manager}
        onAdd={() => setEditing({ kind: 'visit', row: null })}
      >
        <Table
          label="访视计划列表"
          empty="暂无访视"
          heads={['顺序', '访视名称', '入组后天数', '窗口期', 'CRF 表单', ...(manager ? ['操作'] : [])]}
          rows={state.visits.map((v) => [
            text(v.sortNo),
            text(v.name),
            `第 ${text(v.dayOffset)} 天`,
            planWindowText(v.windowBefore, v.windowAfter),
            text(v.formNames),
            ...(manager ? [actions('visit', v, `访视“${text(v.name)}”`)] : []),
          ])}
        />
      </Card>
      <Card
        title="项目成员"
        addLabel="添加成员"
        manager={manager}
        onAdd={() => setEditing({ kind: 'member', row: null })}
      >
        <Table
          label="项目成员列表"
          empty="暂无成员"
          heads={['成员', '项目角色', ...(manager ? ['操作'] : [])]}
          rows={state.members.map((m) => [
            text(m.userId_dictText),
            projectRoleName(m.role),
            ...(manager ? [actions('member', m, `成员“${text(m.userId_dictText)}”`)] : []),
          ])}
        />
      </Card>
      {editing && (
        <SettingsDialog
          editing={editing}
          model={model}
          busy={state.busy}
          forms={state.forms}
          users={state.users.filter((u) => !state.members.some((m) => m.userId === u.value))}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmAction
        open={removing !== null}
        title={removing?.kind === 'member' ? '移除成员' : '确认删除'}
        text={removing ? `确定${removing.kind === 'member' ? '移除' : '删除'}${removing.text}吗？` : ''}
        busy={state.busy}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing && (await model.remove(removing.kind, removing.row.id))) setRemoving(null);
        }}
      />
    </>
  );
}

function Card({
  title,
  addLabel,
  manager,
  onAdd,
  children,
}: {
  title: string;
  addLabel: string;
  manager: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-base font-medium text-slate-900">{title}</h3>
        {manager && (
          <Button variant="primary" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

function Table({
  label,
  empty,
  heads,
  rows,
}: {
  label: string;
  empty: string;
  heads: string[];
  rows: ReactNode[][];
}) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full min-w-[480px] text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={heads.length} className="px-3 py-4 text-center text-slate-400">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((cells, i) => (
            <tr key={i} className="border-t border-slate-100">
              {cells.map((c, j) => (
                <td key={j} className="px-3 py-2 text-slate-800">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
