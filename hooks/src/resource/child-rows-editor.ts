// The rows of a declared resource that belong to one parent record (a patient's medications), edited together in an
// editable table: loaded in their order, checked cell by cell, and saved as the difference against what was loaded
// (removed rows deleted, new rows added, changed rows edited) in one saveRows call, all or none, then read back.
import type { ClinicClient } from '@clinic/sdk';
import { isNullable, type ResourceDef } from '@clinic/sdk/resources';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { DEFAULT_ORDER_KEY } from '../editable-table/editable-table-constants.js';
import { createEditableTableModel } from '../editable-table/editable-table-model.js';
import type { EditableColumn, EditableTableModel } from '../editable-table/editable-table-types.js';
import { userMessageOf } from '../core/user-message.js';

export interface ChildRowsEditorState {
  loading: boolean;
  saving: boolean;
  /** A load failure, shown in place of the table. */
  error: string | null;
}

export interface ChildRowsEditor {
  readonly table: EditableTableModel;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ChildRowsEditorState;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  /** Validates every cell, then writes the difference; true when saved. */
  save(): Promise<boolean>;
}

export interface ChildRowsEditorOptions {
  client: Pick<ClinicClient, 'resource'>;
  def: Pick<ResourceDef, 'base' | 'fields'>;
  /** The field holding the parent's id (patientId) and the parent's id. */
  parentField: string;
  parentId: string;
  columns: readonly EditableColumn[];
  /** The field the row order is written to (drag sort), loaded ascending. */
  orderKey?: string;
}

type Row = Record<string, unknown>;
/** What one save may load back: the contract's page cap. */
const MAX_ROWS = 1000;

export function createChildRowsEditor(options: ChildRowsEditorOptions): ChildRowsEditor {
  const { client, def, parentField, parentId, columns } = options;
  const orderKey = options.orderKey ?? DEFAULT_ORDER_KEY;
  const resource = client.resource<Row>(def.base);
  const store = createObservableStore<ChildRowsEditorState>({ loading: false, saving: false, error: null });
  const table = createEditableTableModel({ columns, dragSort: true, orderKey });
  const written = [...columns.map((c) => c.key), orderKey];
  const nullable = new Set(def.fields.filter(isNullable).map((f) => f.name));
  let loaded = new Map<string, Row>();

  /** The contract's body: trimmed text, an empty optional value as null (an empty required one stays for the server to refuse). */
  const bodyOf = (row: Row): Row => {
    const body: Row = { [parentField]: parentId };
    for (const key of written) {
      const v = row[key];
      const blank = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
      if (blank) {
        if (nullable.has(key)) body[key] = null;
      } else body[key] = typeof v === 'string' ? v.trim() : v;
    }
    return body;
  };
  const same = (a: Row, b: Row) => written.every((k) => String(a[k] ?? '') === String(b[k] ?? ''));

  const load = async () => {
    store.update({ loading: true, error: null });
    try {
      const page = await resource.list({
        [parentField]: parentId,
        pageNo: 1,
        pageSize: MAX_ROWS,
        column: orderKey,
        order: 'asc',
      });
      const records = (page.records ?? []) as Row[];
      loaded = new Map(records.map((r) => [String(r.id), r]));
      table.load(records);
      store.update({ loading: false });
    } catch (error) {
      store.update({ loading: false, error: userMessageOf(error, '数据加载失败') });
    }
  };

  return {
    table,
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    load,
    async save() {
      if (!(await table.validate())) {
        store.notify('warning', '请先改正表格中标红的内容');
        return false;
      }
      store.update({ saving: true });
      const rows = table.value();
      const kept = new Set(rows.map((r) => (r.id === undefined ? '' : String(r.id))));
      const add: Row[] = [];
      const edit: (Row & { id: string })[] = [];
      for (const row of rows) {
        const id = row.id === undefined || row.id === null ? null : String(row.id);
        const before = id ? loaded.get(id) : undefined;
        if (!id) add.push(bodyOf(row));
        else if (before && !same(before, row)) edit.push({ ...bodyOf(row), id });
      }
      const deleteIds = [...loaded.keys()].filter((id) => !kept.has(id));
      try {
        if (add.length || edit.length || deleteIds.length)
          await resource.saveRows({ parentId, add, edit, deleteIds });
        store.notify('success', '保存成功');
        await load();
        return true;
      } catch (error) {
        // Nothing was written (one transaction) and the table keeps what was typed: correct it and save again.
        store.notify('error', userMessageOf(error, '保存失败'));
        return false;
      } finally {
        store.update({ saving: false });
      }
    },
  };
}
