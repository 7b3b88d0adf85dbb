// The 项目设置 dialog: 新增/编辑 of a 分组 or a 访视 (its window and CRF forms) and 添加成员/修改项目角色, checked by the
// project-settings model; the server's refusal stays in the dialog.
import { useState } from 'react';
import {
  projectRoleOptions,
  type ProjectSettingsModel,
  type SettingsKind,
  type SettingsOption,
  type SettingsRow,
} from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Select } from '../../ui/select';

const ROLES: SettingsOption[] = projectRoleOptions();

export type Editing = { kind: SettingsKind; row: SettingsRow | null } | null;

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

export function SettingsDialog({
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
            <p className="text-xs leading-5 text-slate-500">
              保存后，已入组受试者的访视表单随之更新：未提交的表单按新的天数和窗口期重新排期，在组受试者补建新增的
              CRF 表单；已填写的数据不受影响。
            </p>
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
