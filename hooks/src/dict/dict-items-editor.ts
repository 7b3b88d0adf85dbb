// 字典配置: the items of one dictionary edited in an editable table (text, value unique in the dictionary, description,
// colour, enabled, order by drag sort) and saved as the difference against what was loaded (add, edit, delete).
import type { ClinicClient } from '@clinic/sdk';
import { NAMED_FORMATS } from '@clinic/sdk/validators';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import {
  createEditableTableModel,
  type EditableColumn,
  type EditableTableModel,
} from '../editable-table/index.js';
import { userMessageOf } from '../core/user-message.js';

export const DICT_ITEM_COLUMNS: readonly EditableColumn[] = [
  { key: 'itemText', title: '名称', required: true, width: 180 },
  {
    key: 'itemValue',
    title: '数据值',
    width: 140,
    validateRules: [
      { required: true },
      { unique: true, message: '数据值不能重复' },
      { pattern: '^[A-Za-z0-9_\\-.]{1,64}$', message: '数据值只能是字母、数字、下划线、横线或点，最多64位' },
    ],
  },
  { key: 'description', title: '描述' },
  {
    key: 'itemColor',
    title: '颜色',
    type: 'color',
    width: 150,
    placeholder: '#1890FF',
    validateRules: [{ pattern: NAMED_FORMATS.color.pattern.source, message: NAMED_FORMATS.color.message }],
  },
  { key: 'sortOrder', title: '排序', type: 'number', width: 90, validateRules: [{ pattern: 'z' }] },
  {
    key: 'status',
    title: '启用',
    type: 'checkbox',
    customValue: ['1', '0'],
    defaultChecked: true,
    width: 70,
  },
];

const FIELDS = ['itemText', 'itemValue', 'description', 'itemColor', 'sortOrder', 'status'] as const;

export interface DictItemsEditorState {
  loading: boolean;
  saving: boolean;
  /** A load failure, shown in place of the table. */
  error: string | null;
}

export interface DictItemsEditor {
  readonly table: EditableTableModel;
  subscribe(listener: () => void): () => void;
  getSnapshot(): DictItemsEditorState;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  /** Validates every cell, then writes the difference; true when saved. */
  save(): Promise<boolean>;
}

type Item = Record<string, unknown>;

/** The contract's body of one item: numbers where the table holds text, empty description left out. */
function bodyOf(row: Item, dictId: string, before?: Item): Item {
  const body: Item = { dictId };
  for (const f of FIELDS) {
    const v = row[f];
    if (f === 'status') body[f] = Number(v ?? 1);
    else if (f === 'sortOrder') body[f] = v === null || v === undefined || v === '' ? 1 : Number(v);
    else if (f === 'description') {
      if (typeof v === 'string' && v.trim()) body[f] = v.trim();
    } else if (f === 'itemColor') {
      // An emptied colour is cleared on the server (null), not left as it was.
      const color = typeof v === 'string' ? v.trim() : '';
      if (color) body[f] = color;
      else if (before?.itemColor) body[f] = null;
    } else body[f] = typeof v === 'string' ? v.trim() : v;
  }
  return body;
}

const same = (a: Item, b: Item) => FIELDS.every((f) => String(a[f] ?? '') === String(b[f] ?? ''));

export function createDictItemsEditor(
  client: Pick<ClinicClient, 'call'>,
  dictId: string,
  options: { readOnly?: boolean } = {},
): DictItemsEditor {
  const store = createObservableStore<DictItemsEditorState>({ loading: false, saving: false, error: null });
  // A platform dictionary read by a tenant: every cell is shown, none edited, no row moved.
  const readOnly = options.readOnly === true;
  const table = createEditableTableModel({
    columns: readOnly ? DICT_ITEM_COLUMNS.map((c) => ({ ...c, disabled: true })) : DICT_ITEM_COLUMNS,
    dragSort: !readOnly,
    orderKey: 'sortOrder',
  });
  let loaded = new Map<string, Item>();

  const load = async () => {
    store.update({ loading: true, error: null });
    try {
      const page = (await client.call('dictItemList', {
        query: { dictId, pageNo: 1, pageSize: 1000, column: 'sortOrder', order: 'asc' },
      })) as { records?: Item[] };
      const records: Item[] = (page.records ?? []).map((r) => ({
        ...r,
        status: String(r.status ?? 1),
        sortOrder: r.sortOrder ?? null,
      }));
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
      try {
        const gone = [...loaded.keys()].filter((id) => !kept.has(id));
        if (gone.length) await client.call('dictItemDeleteBatch', { query: { ids: gone.join(',') } });
        for (const row of rows) {
          const id = row.id === undefined ? null : String(row.id);
          const before = id ? loaded.get(id) : undefined;
          if (!id) await client.call('dictItemAdd', { body: bodyOf(row, dictId) as never });
          else if (before && !same(before, row))
            await client.call('dictItemEdit', { body: { ...bodyOf(row, dictId, before), id } as never });
        }
        store.notify('success', '保存成功');
        await load();
        return true;
      } catch (error) {
        // The table keeps what was typed, so nothing is lost; the message says what the server refused.
        store.notify('error', userMessageOf(error, '保存失败'));
        return false;
      } finally {
        store.update({ saving: false });
      }
    },
  };
}
