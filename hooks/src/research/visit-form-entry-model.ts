// Data entry of one visit form (保存草稿, 提交, the lock after submit), its 数据修改申请 (asked with a reason, approved or
// rejected by another member with the auditor role) and its 稽查轨迹 per form and per field, over the SDK client.
import type { ClinicClient, OperationTypes, ResultOf } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import type { FormField } from '../form/form-schema.js';
import {
  displayValue,
  toFormFields,
  toFormValues,
  toStoredValues,
  type DynFormField,
  type DynValue,
  type DynValues,
} from '../dynamic-form/dyn-form-fields.js';
import type { VisitFormDetail, VisitFormKey } from './research-source.js';

export type VisitFormAudit = ResultOf<OperationTypes['visitFormAuditTrail']>[number];
export type VisitFormChange = ResultOf<OperationTypes['visitFormChangeList']>[number];

export const VISIT_FORM_STATUS_NAMES: Readonly<Record<string, string>> = {
  '0': '未填写',
  '1': '草稿',
  '2': '已提交',
};
export const CHANGE_STATUS_NAMES: Readonly<Record<string, string>> = {
  '0': '待审核',
  '1': '已通过',
  '2': '已驳回',
};
export const AUDIT_ACTION_NAMES: Readonly<Record<string, string>> = {
  draft: '保存草稿',
  submit: '提交',
  change: '数据修改',
};

export const visitFormStatusName = (status: string | undefined) =>
  VISIT_FORM_STATUS_NAMES[status ?? '0'] ?? '未填写';

export interface VisitFormEntryTransport {
  detail(key: VisitFormKey): Promise<VisitFormDetail>;
  save(id: string, data: DynValues, submit: boolean): Promise<VisitFormDetail>;
  trail(id: string, field?: string): Promise<VisitFormAudit[]>;
  changes(id: string): Promise<VisitFormChange[]>;
  askChange(id: string, data: DynValues, reason: string): Promise<VisitFormChange>;
  auditChange(id: string, approve: boolean, reason: string): Promise<VisitFormChange>;
}

export function visitFormEntryTransportOf(client: Pick<ClinicClient, 'call'>): VisitFormEntryTransport {
  return {
    detail: (key) =>
      client.call('visitFormDetail', {
        query: {
          ...(key.detailId ? { detailId: key.detailId } : {}),
          ...(key.caseId ? { caseId: key.caseId } : {}),
          ...(key.formId ? { formId: key.formId } : {}),
        },
      }),
    save: (id, data, submit) =>
      client.call(submit ? 'visitFormSubmit' : 'visitFormSave', { body: { id, data } }),
    trail: (id, field) => client.call('visitFormAuditTrail', { query: { id, ...(field ? { field } : {}) } }),
    changes: (id) => client.call('visitFormChangeList', { query: { id } }),
    askChange: (id, data, reason) => client.call('visitFormChangeAdd', { body: { id, data, reason } }),
    auditChange: (id, approve, reason) =>
      client.call('visitFormChangeAudit', { body: { id, approve, reason } }),
  };
}

export interface VisitFormEntrySnapshot {
  form: VisitFormDetail | null;
  loading: boolean;
  /** Why the form did not load (访视表单加载失败 or the server's message). */
  loadError: string | null;
  /** The definition's fields for the form renderer, and the stored values as its starting values. */
  fields: FormField[];
  values: Record<string, unknown>;
  statusName: string;
  /** 已提交: read-only; values change only through an approved change request. */
  locked: boolean;
  /** The user's project role does not fill forms (数据管理员): the values are read, neither saved nor changed. */
  readOnly: boolean;
  busy: boolean;
  /** The last refusal of a save or submit (the server's Chinese message). */
  error: string | null;
  /** 稽查轨迹 of the whole form, loaded on demand. */
  trail: VisitFormAudit[] | null;
  /** The history of one field (the icon beside it). */
  fieldTrail: { field: string; label: string; rows: VisitFormAudit[] | null } | null;
  changes: VisitFormChange[] | null;
  /** The 申请修改 dialog: open, its reason and its error. */
  asking: { reason: string; error: string | null } | null;
  /** The 通过/驳回 dialog of one request. */
  auditing: { change: VisitFormChange; approve: boolean; reason: string; error: string | null } | null;
}

export interface VisitFormEntryModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): VisitFormEntrySnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  open(key: VisitFormKey): Promise<void>;
  /** 保存草稿 (renderer values, may be incomplete) or 提交 (the renderer validated them). */
  save(values: Record<string, unknown>, submit: boolean): Promise<boolean>;
  loadTrail(): Promise<void>;
  openFieldTrail(field: string): Promise<void>;
  closeFieldTrail(): void;
  loadChanges(): Promise<void>;
  startChange(): void;
  setChangeReason(reason: string): void;
  cancelChange(): void;
  /** Sends the fields whose value differs from the stored one, with the reason. */
  askChange(values: Record<string, unknown>): Promise<boolean>;
  startAudit(change: VisitFormChange, approve: boolean): void;
  setAuditReason(reason: string): void;
  cancelAudit(): void;
  audit(): Promise<boolean>;
  /** A stored value as the user reads it (option labels, — for empty). */
  valueText(field: string, value: DynValue | undefined): string;
}

const IDLE: VisitFormEntrySnapshot = {
  form: null,
  loading: false,
  loadError: null,
  fields: [],
  values: {},
  statusName: '未填写',
  locked: false,
  readOnly: false,
  busy: false,
  error: null,
  trail: null,
  fieldTrail: null,
  changes: null,
  asking: null,
  auditing: null,
};

const definitionOf = (form: VisitFormDetail | null): DynFormField[] => (form?.fields ?? []) as DynFormField[];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function createVisitFormEntryModel(options: {
  transport: VisitFormEntryTransport;
  onChanged?: () => void;
}): VisitFormEntryModel {
  const { transport } = options;
  const store = createObservableStore<VisitFormEntrySnapshot>(IDLE);
  const current = () => store.getSnapshot();

  function showForm(form: VisitFormDetail) {
    const defs = definitionOf(form);
    store.update({
      form,
      loading: false,
      loadError: null,
      fields: toFormFields(defs),
      values: toFormValues(defs, form.data as DynValues),
      statusName: visitFormStatusName(form.status),
      locked: form.status === '2',
      readOnly: form.canEdit === false,
    });
  }

  async function refreshSide() {
    const s = current();
    if (!s.form) return;
    const id = s.form.id;
    const [trail, changes] = await Promise.all([
      s.trail !== null ? transport.trail(id).catch(() => s.trail) : Promise.resolve(null),
      s.changes !== null ? transport.changes(id).catch(() => s.changes) : Promise.resolve(null),
    ]);
    store.update({ trail, changes });
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,

    async open(key) {
      store.set({ ...IDLE, loading: true });
      try {
        showForm(await transport.detail(key));
      } catch (error) {
        store.set({ ...IDLE, loadError: userMessageOf(error, '访视表单加载失败') });
      }
    },

    async save(values, submit) {
      const s = current();
      if (!s.form || s.busy || s.locked || s.readOnly) return false;
      store.update({ busy: true, error: null });
      try {
        const saved = await transport.save(s.form.id, toStoredValues(definitionOf(s.form), values), submit);
        showForm(saved);
        store.update({ busy: false });
        store.notify('success', submit ? '表单已提交' : '草稿已保存');
        await refreshSide();
        options.onChanged?.();
        return true;
      } catch (error) {
        store.update({ busy: false, error: userMessageOf(error, submit ? '提交失败' : '保存失败') });
        return false;
      }
    },

    async loadTrail() {
      const form = current().form;
      if (!form) return;
      try {
        store.update({ trail: await transport.trail(form.id) });
      } catch (error) {
        store.notify('error', userMessageOf(error, '稽查轨迹加载失败'));
      }
    },

    async openFieldTrail(field) {
      const form = current().form;
      if (!form) return;
      const label = definitionOf(form).find((f) => f.name === field)?.label ?? '';
      store.update({ fieldTrail: { field, label, rows: null } });
      try {
        const rows = await transport.trail(form.id, field);
        if (current().fieldTrail?.field === field) store.update({ fieldTrail: { field, label, rows } });
      } catch (error) {
        store.update({ fieldTrail: null });
        store.notify('error', userMessageOf(error, '修改记录加载失败'));
      }
    },
    closeFieldTrail: () => store.update({ fieldTrail: null }),

    async loadChanges() {
      const form = current().form;
      if (!form) return;
      try {
        store.update({ changes: await transport.changes(form.id) });
      } catch (error) {
        store.notify('error', userMessageOf(error, '修改申请加载失败'));
      }
    },

    startChange: () => {
      if (!current().readOnly) store.update({ asking: { reason: '', error: null } });
    },
    setChangeReason: (reason) => store.update({ asking: { reason, error: null } }),
    cancelChange: () => store.update({ asking: null }),

    async askChange(values) {
      const s = current();
      if (!s.form || !s.asking || s.busy) return false;
      const defs = definitionOf(s.form);
      const stored = toStoredValues(defs, values);
      const data = s.form.data as DynValues;
      const changed: DynValues = {};
      for (const f of defs) if (!same(stored[f.name], data[f.name])) changed[f.name] = stored[f.name] ?? null;
      const reason = s.asking.reason.trim();
      const problem =
        Object.keys(changed).length === 0 ? '请至少修改一个字段的值' : !reason ? '请填写修改原因' : null;
      if (problem) {
        store.update({ asking: { ...s.asking, error: problem } });
        return false;
      }
      store.update({ busy: true });
      try {
        await transport.askChange(s.form.id, changed, reason);
        store.update({ busy: false, asking: null, changes: await transport.changes(s.form.id) });
        store.notify('success', '修改申请已提交，待审核通过后生效');
        return true;
      } catch (error) {
        const asking = current().asking;
        store.update({
          busy: false,
          asking: asking ? { ...asking, error: userMessageOf(error, '提交申请失败') } : null,
        });
        return false;
      }
    },

    startAudit: (change, approve) => store.update({ auditing: { change, approve, reason: '', error: null } }),
    setAuditReason(reason) {
      const auditing = current().auditing;
      if (auditing) store.update({ auditing: { ...auditing, reason, error: null } });
    },
    cancelAudit: () => store.update({ auditing: null }),

    async audit() {
      const s = current();
      if (!s.form || !s.auditing || s.busy) return false;
      const { change, approve } = s.auditing;
      const reason = s.auditing.reason.trim();
      if (!reason) {
        store.update({ auditing: { ...s.auditing, error: '请填写审核意见' } });
        return false;
      }
      store.update({ busy: true });
      try {
        await transport.auditChange(change.id, approve, reason);
        const form = await transport.detail({ detailId: s.form.detailId });
        showForm(form);
        store.update({ busy: false, auditing: null, changes: await transport.changes(form.id) });
        store.notify('success', approve ? '已通过，数据已修改' : '已驳回');
        await refreshSide();
        options.onChanged?.();
        return true;
      } catch (error) {
        const auditing = current().auditing;
        store.update({
          busy: false,
          auditing: auditing ? { ...auditing, error: userMessageOf(error, '审核失败') } : null,
        });
        return false;
      }
    },

    valueText(field, value) {
      const def = definitionOf(current().form).find((f) => f.name === field);
      if (!def) return value === null || value === undefined || value === '' ? '—' : String(value);
      return displayValue(def, value);
    },
  };
}
