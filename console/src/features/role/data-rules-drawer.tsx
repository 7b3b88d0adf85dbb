// 数据规则 on a 角色管理 row: the role's row rules per resource (资源, 字段, 条件, 值, 状态) with 启用/停用 and 删除, and a
// form adding one (the fields offered are the chosen resource's declared filterable ones; the value a literal or a
// session variable such as 当前用户ID).
import { useEffect, useState } from 'react';
import {
  createDataRulesModel,
  dataRuleConditionOptions,
  dataRuleFieldOptions,
  dataRuleResourceOptions,
  dataRuleVariableOptions,
  dataRulesTransportOf,
  useModelState,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { RoleDrawer, type RoleRef } from './role-drawer';

function DataRules({ roleId }: { roleId: string }) {
  const { client } = useClinic();
  const [model] = useState(() => createDataRulesModel({ transport: dataRulesTransportOf(client), roleId }));
  const state = useModelState(model);
  useNoticeToasts(model);
  useEffect(() => {
    void model.load();
  }, [model]);
  const { draft } = state;
  return (
    <div className="flex h-full flex-col">
      <p className="border-b border-slate-100 px-5 py-2.5 text-xs leading-5 text-slate-500">
        持有该角色的用户只能看到满足规则的数据（列表、详情、导出、选择器都一样）。同一资源的多条规则需同时满足；用户有多个角色时满足任一角色即可；角色未给某资源设规则时不限制该资源。
      </p>
      <form
        aria-label="添加数据规则"
        className="grid grid-cols-1 gap-3 border-b border-slate-100 px-5 py-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void model.add();
        }}
      >
        <Select
          label="资源"
          value={draft.resource}
          onChange={(resource) => model.setDraft({ resource })}
          options={dataRuleResourceOptions()}
        />
        <Select
          label="字段"
          value={draft.field}
          onChange={(field) => model.setDraft({ field })}
          options={dataRuleFieldOptions(draft.resource)}
          placeholder={draft.resource ? '请选择' : '请先选择资源'}
          disabled={!draft.resource}
        />
        <Select
          label="条件"
          value={draft.condition}
          onChange={(condition) => model.setDraft({ condition })}
          options={dataRuleConditionOptions()}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="data-rule-value" className="text-sm text-slate-700">
            规则值
          </label>
          <div className="flex gap-2">
            <Input
              id="data-rule-value"
              value={draft.value}
              maxLength={255}
              placeholder={draft.condition === 'in' ? '多个值用逗号分隔' : '填写值或选择系统变量'}
              onChange={(e) => model.setDraft({ value: e.target.value })}
            />
            <Select
              name="系统变量"
              aria-label="系统变量"
              className="w-36 shrink-0"
              value={dataRuleVariableOptions().some((v) => v.value === draft.value) ? draft.value : ''}
              onChange={(value) => model.setDraft({ value })}
              options={dataRuleVariableOptions()}
              placeholder="系统变量"
            />
          </div>
        </div>
        <div className="flex items-center justify-end gap-3 sm:col-span-2">
          {state.draftProblem && <span className="text-xs text-slate-400">{state.draftProblem}</span>}
          <Button type="submit" variant="primary" loading={state.busy} disabled={Boolean(state.draftProblem)}>
            添加规则
          </Button>
        </div>
      </form>
      <div className="min-h-0 flex-1 overflow-auto px-5 py-3">
        {state.loading && <p className="text-sm text-slate-400">加载中…</p>}
        {state.error && (
          <p role="alert" className="text-sm text-red-600">
            {state.error}
          </p>
        )}
        {!state.loading && !state.error && state.rows.length === 0 && (
          <p className="py-6 text-center text-sm text-slate-400">该角色暂无数据规则，持有者可看到全部数据</p>
        )}
        {state.rows.length > 0 && (
          <table aria-label="数据规则" className="w-full min-w-[30rem] whitespace-nowrap text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th className="px-2 py-2 font-medium">资源</th>
                <th className="px-2 py-2 font-medium">字段</th>
                <th className="px-2 py-2 font-medium">条件</th>
                <th className="px-2 py-2 font-medium">值</th>
                <th className="px-2 py-2 font-medium">状态</th>
                <th className="px-2 py-2 font-medium">操作</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((row) => (
                <tr key={row.rule.id} className="border-b border-slate-100">
                  <td className="px-2 py-2">{row.resourceLabel}</td>
                  <td className="px-2 py-2">{row.fieldLabel}</td>
                  <td className="px-2 py-2">{row.conditionLabel}</td>
                  <td className="max-w-[10rem] truncate px-2 py-2" title={row.valueLabel}>
                    {row.valueLabel}
                  </td>
                  <td className="px-2 py-2">
                    <span
                      className={`rounded px-1.5 py-0.5 text-xs ${
                        row.enabled ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-500'
                      }`}
                    >
                      {row.enabled ? '启用' : '停用'}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-2 py-2">
                    <button
                      type="button"
                      className="mr-3 text-primary-strong hover:underline"
                      disabled={state.busy}
                      aria-label={`${row.enabled ? '停用' : '启用'}规则：${row.fieldLabel}${row.conditionLabel}${row.valueLabel}`}
                      onClick={() => void model.setEnabled(row.rule.id, !row.enabled)}
                    >
                      {row.enabled ? '停用' : '启用'}
                    </button>
                    <button
                      type="button"
                      className="text-red-600 hover:underline"
                      disabled={state.busy}
                      aria-label={`删除规则：${row.fieldLabel}${row.conditionLabel}${row.valueLabel}`}
                      onClick={() => void model.remove(row.rule.id)}
                    >
                      删除
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

export function DataRulesDrawer({ role, onClose }: { role: RoleRef | null; onClose: () => void }) {
  return (
    <RoleDrawer role={role} title="数据规则" width={720} onClose={onClose}>
      {(r) => <DataRules roleId={r.id} />}
    </RoleDrawer>
  );
}
