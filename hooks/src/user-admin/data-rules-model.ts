// 数据规则 of a role: its rules as readable rows (资源, 字段, 条件, 值 by their Chinese names), the choices a new rule
// offers (resources with a list, each resource's data-rule fields only, conditions, session variables), adding one,
// enabling or disabling it and deleting it. The server checks every rule again; this model only offers valid ones.
import type { ClinicClient } from '@clinic/sdk';
import { dataRuleFieldsOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import {
  DATA_RULE_CONDITIONS,
  DATA_RULE_CONDITION_LABELS,
  DATA_RULE_VARIABLES,
  DATA_RULE_VARIABLE_LABELS,
  dataRuleValueProblem,
  isDataRuleCondition,
  isDataRuleVariable,
} from '@clinic/sdk/wire';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import type { SelectOption } from '../controls/select-options.js';
import { userMessageOf } from '../core/user-message.js';
import { busyWrite } from '../core/busy-write.js';

export interface DataRule {
  id: string;
  roleId: string;
  resource: string;
  field: string;
  condition: string;
  value: string;
  status: string;
}

export interface DataRuleRow {
  rule: DataRule;
  resourceLabel: string;
  fieldLabel: string;
  conditionLabel: string;
  valueLabel: string;
  enabled: boolean;
}

export interface DataRuleDraft {
  resource: string;
  field: string;
  condition: string;
  value: string;
}

export interface DataRulesTransport {
  list(roleId: string): Promise<DataRule[]>;
  add(rule: DataRuleDraft & { roleId: string }): Promise<void>;
  edit(rule: Omit<DataRule, 'roleId' | 'resource'>): Promise<void>;
  remove(id: string): Promise<void>;
}

export function dataRulesTransportOf(client: Pick<ClinicClient, 'call'>): DataRulesTransport {
  return {
    async list(roleId) {
      return (await client.call('queryRoleDataRules', { query: { roleId } })) as DataRule[];
    },
    async add(rule) {
      await client.call('addRoleDataRule', {
        body: { ...rule, condition: rule.condition as 'eq' },
      });
    },
    async edit(rule) {
      await client.call('editRoleDataRule', {
        body: { ...rule, condition: rule.condition as 'eq', status: rule.status === '0' ? '0' : '1' },
      });
    },
    async remove(id) {
      await client.call('deleteRoleDataRule', { query: { id } });
    },
  };
}

const declared = (): ResourceDef[] => Object.values(resources) as ResourceDef[];

/** Resources a rule may restrict: those with fields a rule may name. */
export function dataRuleResourceOptions(): SelectOption[] {
  return declared()
    .filter((d) => dataRuleFieldsOf(d).length > 0)
    .map((d) => ({ value: d.name, label: d.title }));
}

/** The fields a rule of `resource` may name (its declared filterable fields and 创建人). */
export function dataRuleFieldOptions(resource: string): SelectOption[] {
  const def = declared().find((d) => d.name === resource);
  return def ? dataRuleFieldsOf(def).map((f) => ({ value: f.name, label: f.title })) : [];
}

export function dataRuleConditionOptions(): SelectOption[] {
  return DATA_RULE_CONDITIONS.map((c) => ({ value: c, label: DATA_RULE_CONDITION_LABELS[c] }));
}

/** 当前用户ID and the other session variables a value may be. */
export function dataRuleVariableOptions(): SelectOption[] {
  return DATA_RULE_VARIABLES.map((v) => ({ value: v, label: DATA_RULE_VARIABLE_LABELS[v] }));
}

function rowOf(rule: DataRule): DataRuleRow {
  const resourceLabel = declared().find((d) => d.name === rule.resource)?.title ?? rule.resource;
  const fieldLabel =
    dataRuleFieldOptions(rule.resource).find((f) => f.value === rule.field)?.label ?? rule.field;
  return {
    rule,
    resourceLabel,
    fieldLabel,
    conditionLabel: isDataRuleCondition(rule.condition)
      ? DATA_RULE_CONDITION_LABELS[rule.condition]
      : rule.condition,
    valueLabel: isDataRuleVariable(rule.value) ? DATA_RULE_VARIABLE_LABELS[rule.value] : rule.value,
    enabled: rule.status !== '0',
  };
}

export interface DataRulesSnapshot {
  loading: boolean;
  busy: boolean;
  error: string | null;
  rows: readonly DataRuleRow[];
  draft: DataRuleDraft;
  /** What keeps the draft from being added, in Chinese; null when it may be added. */
  draftProblem: string | null;
}

export interface DataRulesModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DataRulesSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  setDraft(patch: Partial<DataRuleDraft>): void;
  add(): Promise<boolean>;
  setEnabled(id: string, enabled: boolean): Promise<void>;
  remove(id: string): Promise<void>;
}

const EMPTY_DRAFT: DataRuleDraft = { resource: '', field: '', condition: 'eq', value: '' };

function problemOf(d: DataRuleDraft): string | null {
  if (!d.resource) return '请选择资源';
  if (!d.field) return '请选择字段';
  if (!d.condition) return '请选择条件';
  return dataRuleValueProblem(d.value);
}

export function createDataRulesModel(options: {
  transport: DataRulesTransport;
  roleId: string;
}): DataRulesModel {
  const { transport, roleId } = options;
  const store = createObservableStore<DataRulesSnapshot>({
    loading: false,
    busy: false,
    error: null,
    rows: [],
    draft: EMPTY_DRAFT,
    draftProblem: problemOf(EMPTY_DRAFT),
  });

  async function reload() {
    const rules = await transport.list(roleId);
    store.update({ rows: rules.map(rowOf) });
  }

  // The list is read again inside the write: a rule saved but not shown would look lost.
  const act = (run: () => Promise<void>, done: string, failed: string) =>
    busyWrite(
      store,
      async () => {
        await run();
        await reload();
      },
      { done, failed },
    );

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async load() {
      store.update({ loading: true, error: null });
      try {
        await reload();
        store.update({ loading: false });
      } catch (error) {
        store.update({ loading: false, error: userMessageOf(error, '数据规则加载失败') });
      }
    },
    setDraft(patch) {
      const current = store.getSnapshot().draft;
      // Another resource has other fields: the chosen field goes.
      const draft = {
        ...current,
        ...patch,
        ...(patch.resource !== undefined && patch.resource !== current.resource ? { field: '' } : {}),
      };
      store.update({ draft, draftProblem: problemOf(draft) });
    },
    async add() {
      const { draft } = store.getSnapshot();
      const problem = problemOf(draft);
      if (problem) {
        store.notify('warning', problem);
        return false;
      }
      const ok = await act(
        () => transport.add({ ...draft, value: draft.value.trim(), roleId }),
        '添加成功',
        '添加失败',
      );
      if (ok) {
        const kept = { ...EMPTY_DRAFT, resource: draft.resource };
        store.update({ draft: kept, draftProblem: problemOf(kept) });
      }
      return ok;
    },
    async setEnabled(id, enabled) {
      const row = store.getSnapshot().rows.find((r) => r.rule.id === id);
      if (!row) return;
      const { id: ruleId, field, condition, value } = row.rule;
      await act(
        () => transport.edit({ id: ruleId, field, condition, value, status: enabled ? '1' : '0' }),
        enabled ? '已启用' : '已停用',
        '保存失败',
      );
    },
    async remove(id) {
      await act(() => transport.remove(id), '删除成功', '删除失败');
    },
  };
}
