// 表单数据 and the apply/audit workflow as models: one form's records (keyword, advanced query, mine only, paging,
// 新增/编辑, export), and the requests (mine, waiting for me, all; submit add/edit/delete/merge; approve or reject).
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import type { SuperQueryValue } from '../list-page/list-types.js';
import type { DynForm, DynFormApply, DynFormData, DynValues } from './dyn-form-fields.js';

type Client = Pick<ClinicClient, 'call' | 'download'>;

export interface DynDataSnapshot {
  form: DynForm | null;
  records: DynFormData[];
  total: number;
  pageNo: number;
  pageSize: number;
  keyword: string;
  mine: boolean;
  superQuery: SuperQueryValue | null;
  /** Records opened by id (a record's details, the two records of a merge), in the order asked. */
  picked: DynFormData[];
  loading: boolean;
  busy: boolean;
  error: string | null;
}

export interface DynDataModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DynDataSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Loads the form (its fields are the columns) and the first page. */
  open(formId: string): Promise<void>;
  /** Loads records by id and the form of the first (details, merge), without a list. */
  openRecords(ids: readonly string[]): Promise<void>;
  setKeyword(keyword: string): void;
  setMine(mine: boolean): Promise<void>;
  setSuperQuery(value: SuperQueryValue | null): Promise<void>;
  load(pageNo?: number): Promise<void>;
  /** Adds (no id) or edits a record directly (desktop 新增/编辑); true when stored. */
  save(data: DynValues, id?: string): Promise<boolean>;
  /** The spreadsheet of the records the filters select. */
  exportXls(): Promise<{ blob: Blob; filename: string } | null>;
}

export function createDynDataModel(options: { client: Client; pageSize?: number }): DynDataModel {
  const store = createObservableStore<DynDataSnapshot>({
    form: null,
    records: [],
    total: 0,
    pageNo: 1,
    pageSize: options.pageSize ?? 10,
    keyword: '',
    mine: false,
    superQuery: null,
    picked: [],
    loading: false,
    busy: false,
    error: null,
  });
  let seq = 0;
  const filters = () => {
    const s = store.getSnapshot();
    return {
      formId: s.form?.id ?? '',
      ...(s.keyword.trim() ? { keyword: s.keyword.trim() } : {}),
      ...(s.mine ? { mine: '1' as const } : {}),
      ...(s.superQuery ?? {}),
    };
  };
  const load = async (pageNo?: number) => {
    const s = store.getSnapshot();
    if (!s.form) return;
    const page = pageNo ?? s.pageNo;
    const mine = ++seq;
    store.update({ loading: true, pageNo: page });
    try {
      const result = await options.client.call('dynFormDataList', {
        query: { ...filters(), pageNo: page, pageSize: s.pageSize },
      });
      if (mine !== seq) return;
      store.update({ records: result.records ?? [], total: result.total, loading: false, error: null });
    } catch (error) {
      if (mine !== seq) return;
      store.update({ loading: false, error: userMessageOf(error, '数据加载失败') });
    }
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async open(formId) {
      store.update({ loading: true, records: [], total: 0, superQuery: null, keyword: '', error: null });
      try {
        const form = await options.client.call('dynFormQueryById', { query: { id: formId } });
        store.update({ form });
        await load(1);
      } catch (error) {
        store.update({ form: null, loading: false, error: userMessageOf(error, '表单加载失败') });
      }
    },
    async openRecords(ids) {
      store.update({ loading: true, picked: [], error: null });
      try {
        const picked = await Promise.all(
          ids.map((id) => options.client.call('dynFormDataQueryById', { query: { id } })),
        );
        const first = picked[0];
        const form = first
          ? await options.client.call('dynFormQueryById', { query: { id: first.formId } })
          : null;
        store.update({ picked, form, loading: false });
      } catch (error) {
        store.update({ loading: false, error: userMessageOf(error, '数据加载失败') });
      }
    },
    setKeyword: (keyword) => store.update({ keyword }),
    async setMine(mine) {
      store.update({ mine });
      await load(1);
    },
    async setSuperQuery(value) {
      store.update({ superQuery: value });
      await load(1);
    },
    load,
    async save(data, id) {
      const s = store.getSnapshot();
      if (!s.form || s.busy) return false;
      store.update({ busy: true });
      try {
        if (id) await options.client.call('dynFormDataEdit', { body: { id, data } });
        else await options.client.call('dynFormDataAdd', { body: { formId: s.form.id, data } });
        store.update({ busy: false });
        store.notify('success', id ? '保存成功' : '添加成功');
        await load(id ? undefined : 1);
        return true;
      } catch (error) {
        store.update({ busy: false });
        store.notify('error', userMessageOf(error, '保存失败'));
        return false;
      }
    },
    async exportXls() {
      const s = store.getSnapshot();
      if (!s.form) return null;
      try {
        const file = await options.client.download('/rws/dynamicForm/data/exportXls', filters());
        return { blob: file.blob, filename: file.filename ?? `${s.form.name}.xlsx` };
      } catch (error) {
        store.notify('error', userMessageOf(error, '导出失败'));
        return null;
      }
    },
  };
}

export type DynApplyScope = 'mine' | 'todo' | 'all';

export interface DynApplyListSnapshot {
  scope: DynApplyScope;
  status: '' | '0' | '1' | '2';
  records: DynFormApply[];
  total: number;
  pageNo: number;
  loading: boolean;
  error: string | null;
}

export interface DynApplyListModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DynApplyListSnapshot;
  setScope(scope: DynApplyScope): Promise<void>;
  setStatus(status: DynApplyListSnapshot['status']): Promise<void>;
  load(pageNo?: number): Promise<void>;
}

export function createDynApplyListModel(options: {
  client: Pick<ClinicClient, 'call'>;
  scope?: DynApplyScope;
  pageSize?: number;
  /** Only the requests about this record (on it, or a merge that would remove it). */
  dataId?: string;
}): DynApplyListModel {
  const pageSize = options.pageSize ?? 20;
  const store = createObservableStore<DynApplyListSnapshot>({
    scope: options.scope ?? 'mine',
    status: '',
    records: [],
    total: 0,
    pageNo: 1,
    loading: false,
    error: null,
  });
  let seq = 0;
  const load = async (pageNo = 1) => {
    const s = store.getSnapshot();
    const mine = ++seq;
    store.update({ loading: true, pageNo });
    try {
      const result = await options.client.call('dynFormApplyList', {
        query: {
          scope: s.scope,
          pageNo,
          pageSize,
          ...(s.status ? { status: s.status } : {}),
          ...(options.dataId ? { dataId: options.dataId } : {}),
        },
      });
      if (mine !== seq) return;
      store.update({ records: result.records ?? [], total: result.total, loading: false, error: null });
    } catch (error) {
      if (mine !== seq) return;
      store.update({ loading: false, error: userMessageOf(error, '申请加载失败') });
    }
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async setScope(scope) {
      store.update({ scope });
      await load(1);
    },
    async setStatus(status) {
      store.update({ status });
      await load(1);
    },
    load,
  };
}

export interface DynApplySubmit {
  formId: string;
  kind: DynFormApply['kind'];
  dataId?: string;
  otherId?: string;
  data?: DynValues;
  reason?: string;
}

export interface DynApplySnapshot {
  apply: DynFormApply | null;
  loading: boolean;
  busy: boolean;
  error: string | null;
  /** The message under 驳回原因 / 申请原因. */
  reasonError: string | null;
}

export interface DynApplyModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DynApplySnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  open(id: string): Promise<void>;
  /** Sends a request; answers it (pending) or null when refused. */
  submit(request: DynApplySubmit): Promise<DynFormApply | null>;
  /** Approves, or rejects with the reason a rejection needs. */
  audit(approve: boolean, reason: string): Promise<boolean>;
}

export function createDynApplyModel(options: { client: Pick<ClinicClient, 'call'> }): DynApplyModel {
  const store = createObservableStore<DynApplySnapshot>({
    apply: null,
    loading: false,
    busy: false,
    error: null,
    reasonError: null,
  });
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async open(id) {
      store.update({ loading: true, error: null });
      try {
        const apply = await options.client.call('dynFormApplyQueryById', { query: { id } });
        store.update({ apply, loading: false });
      } catch (error) {
        store.update({ loading: false, error: userMessageOf(error, '申请加载失败') });
      }
    },
    async submit(request) {
      if (store.getSnapshot().busy) return null;
      if (request.kind === 'delete' && !request.reason?.trim()) {
        store.update({ reasonError: '请填写删除原因' });
        return null;
      }
      store.update({ busy: true, reasonError: null });
      try {
        const apply = await options.client.call('dynFormApplyAdd', {
          body: {
            formId: request.formId,
            kind: request.kind,
            ...(request.dataId ? { dataId: request.dataId } : {}),
            ...(request.otherId ? { otherId: request.otherId } : {}),
            ...(request.data ? { data: request.data } : {}),
            ...(request.reason?.trim() ? { reason: request.reason.trim() } : {}),
          },
        });
        store.update({ apply, busy: false });
        store.notify('success', '申请已提交，等待审核');
        return apply;
      } catch (error) {
        store.update({ busy: false });
        store.notify('error', userMessageOf(error, '提交失败'));
        return null;
      }
    },
    async audit(approve, reason) {
      const s = store.getSnapshot();
      if (!s.apply || s.busy) return false;
      if (!approve && !reason.trim()) {
        store.update({ reasonError: '请填写驳回原因' });
        return false;
      }
      store.update({ busy: true, reasonError: null });
      try {
        const apply = await options.client.call('dynFormApplyAudit', {
          body: { id: s.apply.id, approve, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        });
        store.update({ apply, busy: false });
        store.notify('success', approve ? '已通过' : '已驳回');
        return true;
      } catch (error) {
        store.update({ busy: false });
        store.notify('error', userMessageOf(error, '审核失败'));
        return false;
      }
    },
  };
}
