// /medicalRecords/groupSetting (shell-spec 2.3): 项目设置 of the current project: its details, 分组, 访视计划 (each
// visit with its window and CRF forms) and 项目成员 by name and project role; the 项目负责人 adds, edits and removes.
import { useState, type ReactNode } from 'react';
import {
  projectRoleName,
  useModelState,
  useProjectSettings,
  type ProjectSettingsModel,
  type SettingsKind,
  type SettingsOption,
  type SettingsRow,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { Dialog } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

const ROLES: SettingsOption[] = [
  { value: 'admin', label: projectRoleName('admin') },
  { value: 'researcher', label: projectRoleName('researcher') },
  { value: 'doctor', label: projectRoleName('doctor') },
];

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
    <section aria-label="项目设置" className="grid gap-3">
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

type Editing = { kind: SettingsKind; row: SettingsRow | null } | null;

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
            `−${text(v.windowBefore)} / +${text(v.windowAfter)} 天`,
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

const TITLES: Record<SettingsKind, [string, string]> = {
  group: ['新增分组', '编辑分组'],
  visit: ['新增访视', '编辑访视'],
  member: ['添加成员', '修改项目角色'],
};

interface DialogValues {
  name: string;
  sortNo: string;
  description: string;
  dayOffset: string;
  windowBefore: string;
  windowAfter: string;
  formIds: string;
  userId: string;
  role: string;
}

function SettingsDialog({
  editing,
  model,
  busy,
  forms,
  users,
  onClose,
}: {
  editing: NonNullable<Editing>;
  model: ProjectSettingsModel;
  busy: boolean;
  forms: SettingsOption[];
  users: SettingsOption[];
  onClose: () => void;
}) {
  const { kind, row } = editing;
  const start = (name: string, fallback = '') =>
    row && row[name] !== undefined && row[name] !== null ? String(row[name]) : fallback;
  const [values, setValues] = useState<DialogValues>(() => ({
    name: start('name'),
    sortNo: start('sortNo', '0'),
    description: start('description'),
    dayOffset: start('dayOffset', '0'),
    windowBefore: start('windowBefore', '0'),
    windowAfter: start('windowAfter', '0'),
    formIds: start('formIds'),
    userId: start('userId'),
    role: start('role', 'researcher'),
  }));
  const set = (name: keyof DialogValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const chosenForms = values.formIds ? values.formIds.split(',').filter(Boolean) : [];
  const toggleForm = (id: string) =>
    set('formIds')(
      (chosenForms.includes(id) ? chosenForms.filter((f) => f !== id) : [...chosenForms, id]).join(','),
    );
  const body = (): Record<string, unknown> => {
    if (kind === 'group')
      return { name: values.name, sortNo: Number(values.sortNo || 0), description: values.description };
    if (kind === 'visit')
      return {
        name: values.name,
        sortNo: Number(values.sortNo || 0),
        dayOffset: Number(values.dayOffset || 0),
        windowBefore: Number(values.windowBefore || 0),
        windowAfter: Number(values.windowAfter || 0),
        formIds: values.formIds,
      };
    return row ? { role: values.role } : { userId: values.userId, role: values.role };
  };
  const save = async () => {
    if (await model.save(kind, body(), row?.id)) onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TITLES[kind][row ? 1 : 0]}
      width={520}
      footer={
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            保存
          </Button>
        </div>
      }
    >
      <div className="grid gap-3">
        {kind === 'group' && (
          <>
            <Field label="分组名称" required value={values.name} onChange={set('name')} maxLength={50} />
            <Field label="排序" type="number" value={values.sortNo} onChange={set('sortNo')} />
            <Field
              label="分组说明"
              value={values.description}
              onChange={set('description')}
              maxLength={500}
            />
          </>
        )}
        {kind === 'visit' && (
          <>
            <Field label="访视名称" required value={values.name} onChange={set('name')} maxLength={50} />
            <div className="grid grid-cols-2 gap-3">
              <Field label="顺序" type="number" value={values.sortNo} onChange={set('sortNo')} />
              <Field label="入组后天数" type="number" value={values.dayOffset} onChange={set('dayOffset')} />
              <Field
                label="窗口期（前，天）"
                type="number"
                value={values.windowBefore}
                onChange={set('windowBefore')}
              />
              <Field
                label="窗口期（后，天）"
                type="number"
                value={values.windowAfter}
                onChange={set('windowAfter')}
              />
            </div>
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-slate-700">
                <span className="text-red-500">*</span> CRF 表单
              </legend>
              {forms.length === 0 && <p className="text-sm text-slate-400">暂无已发布的动态表单</p>}
              <div className="grid grid-cols-2 gap-1.5">
                {forms.map((f) => (
                  <label key={f.value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-primary"
                      checked={chosenForms.includes(f.value)}
                      onChange={() => toggleForm(f.value)}
                    />
                    {f.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </>
        )}
        {kind === 'member' && (
          <>
            {row ? (
              <p className="text-sm text-slate-700">成员：{String(row.userId_dictText ?? '')}</p>
            ) : (
              <Select
                label="成员"
                value={values.userId}
                onChange={set('userId')}
                options={users}
                placeholder="请选择成员"
              />
            )}
            <Select label="项目角色" value={values.role} onChange={set('role')} options={ROLES} />
          </>
        )}
      </div>
    </Dialog>
  );
}

function Field({
  label,
  value,
  onChange,
  type = 'text',
  required = false,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number';
  required?: boolean;
  maxLength?: number;
}) {
  const id = `setting-${label}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {required && <span className="text-red-500">*</span>} {label}
      </label>
      <input
        id={id}
        type={type}
        min={type === 'number' ? 0 : undefined}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className="block h-8 w-full rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary"
      />
    </div>
  );
}
