// 动态表单 models: the list of form definitions and the designer that edits one (name, status, fields in the form
// renderer's types, options of choice fields). Calls go through the SDK client they are given.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import { typeTakesOptions, type DynFieldType, type DynForm, type DynFormField } from './dyn-form-fields.js';

type Client = Pick<ClinicClient, 'call'>;

export interface DynFormListSnapshot {
  records: DynForm[];
  total: number;
  pageNo: number;
  pageSize: number;
  name: string;
  status: '' | '0' | '1';
  loading: boolean;
  error: string | null;
}

export interface DynFormListModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DynFormListSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  setQuery(patch: Partial<Pick<DynFormListSnapshot, 'name' | 'status'>>): void;
  /** Loads the page (pageNo given: that page; else the current one). */
  load(pageNo?: number): Promise<void>;
  reset(): Promise<void>;
  remove(form: DynForm): Promise<boolean>;
}

export function createDynFormListModel(options: {
  client: Client;
  pageSize?: number;
  /** Only published forms (the mobile 填写 list). */
  publishedOnly?: boolean;
}): DynFormListModel {
  const store = createObservableStore<DynFormListSnapshot>({
    records: [],
    total: 0,
    pageNo: 1,
    pageSize: options.pageSize ?? 10,
    name: '',
    status: options.publishedOnly ? '1' : '',
    loading: false,
    error: null,
  });
  let seq = 0;
  const load = async (pageNo?: number) => {
    const s = store.getSnapshot();
    const page = pageNo ?? s.pageNo;
    const mine = ++seq;
    store.update({ loading: true, pageNo: page });
    try {
      const result = await options.client.call('dynFormList', {
        query: {
          pageNo: page,
          pageSize: s.pageSize,
          ...(s.name.trim() ? { name: s.name.trim() } : {}),
          ...(s.status ? { status: s.status } : {}),
        },
      });
      if (mine !== seq) return;
      store.update({ records: result.records ?? [], total: result.total, loading: false, error: null });
    } catch (error) {
      if (mine !== seq) return;
      store.update({ loading: false, error: userMessageOf(error, '表单加载失败') });
    }
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    setQuery: (patch) => store.update(patch),
    load,
    async reset() {
      store.update({ name: '', status: options.publishedOnly ? '1' : '' });
      await load(1);
    },
    async remove(form) {
      try {
        await options.client.call('dynFormDelete', { query: { id: form.id } });
        store.notify('success', `已删除表单「${form.name}」`);
        await load();
        return true;
      } catch (error) {
        store.notify('error', userMessageOf(error, '删除失败'));
        return false;
      }
    },
  };
}

/** A field being designed: `key` is the list identity; `name` is generated, never typed by the user. */
export interface DraftField extends DynFormField {
  key: number;
}

export interface DynFormDesignerSnapshot {
  id: string | null;
  name: string;
  description: string;
  status: '0' | '1';
  fields: DraftField[];
  /** Messages by `name`, `fields`, `<key>.label`, `<key>.options`. */
  errors: Record<string, string>;
  busy: boolean;
}

export interface DynFormDesignerModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DynFormDesignerSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  set(patch: Partial<Pick<DynFormDesignerSnapshot, 'name' | 'description' | 'status'>>): void;
  addField(type: DynFieldType): void;
  updateField(
    key: number,
    patch: Partial<Pick<DynFormField, 'label' | 'type' | 'required' | 'placeholder'>>,
  ): void;
  removeField(key: number): void;
  moveField(key: number, by: -1 | 1): void;
  addOption(key: number): void;
  updateOption(key: number, index: number, label: string): void;
  removeOption(key: number, index: number): void;
  validate(): boolean;
  /** Saves (add or edit); answers the stored form, or null when refused. */
  save(): Promise<DynForm | null>;
}

export function createDynFormDesignerModel(options: {
  client: Client;
  form?: DynForm | null;
}): DynFormDesignerModel {
  let nextKey = 1;
  const draft = (f: DynFormField): DraftField => ({ ...f, key: nextKey++ });
  const form = options.form;
  const store = createObservableStore<DynFormDesignerSnapshot>({
    id: form?.id ?? null,
    name: form?.name ?? '',
    description: form?.description ?? '',
    status: form?.status === '1' ? '1' : '0',
    fields: (form?.fields ?? []).map(draft),
    errors: {},
    busy: false,
  });
  const fields = () => store.getSnapshot().fields;
  const setFields = (next: DraftField[]) => store.update({ fields: next });
  const patchField = (key: number, fn: (f: DraftField) => DraftField) =>
    setFields(fields().map((f) => (f.key === key ? fn(f) : f)));
  /** A new field's stored name: f1, f2... the first not taken (stored values keep their names across edits). */
  const freshName = () => {
    const taken = new Set(fields().map((f) => f.name));
    let n = fields().length + 1;
    while (taken.has(`f${n}`)) n++;
    return `f${n}`;
  };
  /** Option values are generated too: 1, 2, 3... the first not taken in that field. */
  const freshValue = (f: DraftField) => {
    const taken = new Set((f.options ?? []).map((o) => o.value));
    let n = (f.options?.length ?? 0) + 1;
    while (taken.has(String(n))) n++;
    return String(n);
  };
  const model: DynFormDesignerModel = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    set: (patch) => store.update(patch),
    addField(type) {
      const f: DraftField = draft({ name: freshName(), label: '', type });
      if (typeTakesOptions(type))
        f.options = [
          { value: '1', label: '选项1' },
          { value: '2', label: '选项2' },
        ];
      setFields([...fields(), f]);
    },
    updateField(key, patch) {
      patchField(key, (f) => {
        const next: DraftField = { ...f, ...patch };
        if (patch.type && typeTakesOptions(patch.type) && !next.options?.length)
          next.options = [{ value: '1', label: '选项1' }];
        if (patch.type && !typeTakesOptions(patch.type)) delete next.options;
        return next;
      });
    },
    removeField: (key) => setFields(fields().filter((f) => f.key !== key)),
    moveField(key, by) {
      const list = [...fields()];
      const i = list.findIndex((f) => f.key === key);
      const j = i + by;
      if (i < 0 || j < 0 || j >= list.length) return;
      [list[i], list[j]] = [list[j]!, list[i]!];
      setFields(list);
    },
    addOption: (key) =>
      patchField(key, (f) => {
        const value = freshValue(f);
        return { ...f, options: [...(f.options ?? []), { value, label: `选项${value}` }] };
      }),
    updateOption: (key, index, label) =>
      patchField(key, (f) => ({
        ...f,
        options: (f.options ?? []).map((o, i) => (i === index ? { ...o, label } : o)),
      })),
    removeOption: (key, index) =>
      patchField(key, (f) => ({ ...f, options: (f.options ?? []).filter((_, i) => i !== index) })),
    validate() {
      const s = store.getSnapshot();
      const errors: Record<string, string> = {};
      if (!s.name.trim()) errors.name = '请输入表单名称';
      if (s.fields.length === 0) errors.fields = '请至少添加一个字段';
      const labels = new Set<string>();
      for (const f of s.fields) {
        const label = f.label.trim();
        if (!label) errors[`${f.key}.label`] = '请输入字段名称';
        else if (labels.has(label)) errors[`${f.key}.label`] = `字段名称「${label}」重复`;
        labels.add(label);
        if (typeTakesOptions(f.type)) {
          const opts = f.options ?? [];
          if (opts.length === 0) errors[`${f.key}.options`] = '请至少添加一个选项';
          else if (opts.some((o) => !o.label.trim())) errors[`${f.key}.options`] = '选项名称不能为空';
        }
      }
      store.update({ errors });
      return Object.keys(errors).length === 0;
    },
    async save() {
      const s = store.getSnapshot();
      if (s.busy || !model.validate()) return null;
      store.update({ busy: true });
      const body = {
        name: s.name.trim(),
        description: s.description.trim() || null,
        status: s.status,
        fields: s.fields.map(({ key: _key, ...f }) => ({
          name: f.name,
          label: f.label.trim(),
          type: f.type,
          ...(f.required ? { required: true } : {}),
          ...(f.placeholder?.trim() ? { placeholder: f.placeholder.trim() } : {}),
          ...(typeTakesOptions(f.type)
            ? { options: (f.options ?? []).map((o) => ({ value: o.value, label: o.label.trim() })) }
            : {}),
        })),
      };
      try {
        const saved = s.id
          ? await options.client.call('dynFormEdit', { body: { ...body, id: s.id } })
          : await options.client.call('dynFormAdd', { body });
        store.update({ busy: false, id: saved.id });
        store.notify('success', s.id ? '表单已保存' : '表单已创建');
        return saved;
      } catch (error) {
        store.update({ busy: false });
        store.notify('error', userMessageOf(error, '保存失败'));
        return null;
      }
    },
  };
  return model;
}
