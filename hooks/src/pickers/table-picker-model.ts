// Framework-free paged table picker: filters, paging, sort, selection and the confirm rule every list picker shares.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import { t } from '../i18n/translate.js';
import { pickerMessages } from './picker-messages.js';
import type { ConfirmResult, PickerLoader, PickerSort, Row, SortOrder } from './picker-types.js';

export interface TablePickerOptions {
  load: PickerLoader;
  rowKey?: string | ((row: Row) => string);
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  defaultSort?: PickerSort;
  multiple?: boolean;
  /** Keys selected before opening (a stored value), so their rows show checked. */
  initialKeys?: readonly string[];
}

export interface TablePickerSnapshot {
  rows: Row[];
  total: number;
  pageNo: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  sort: PickerSort | null;
  filters: Record<string, string>;
  loading: boolean;
  error: string | null;
  selectedKeys: string[];
  /** Selected rows across pages, in the order picked. */
  selectedRows: Row[];
  multiple: boolean;
}

export interface TablePickerModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TablePickerSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  keyOf(row: Row): string;
  /** Opening starts from page 1 with the default sort and the given stored keys. */
  /** Opens on page 1 with the given stored keys (and their rows, when known) selected. */
  open(initialKeys?: readonly string[], initialRows?: readonly Row[]): Promise<void>;
  setFilter(name: string, value: string | null | undefined): void;
  search(): Promise<void>;
  reset(): Promise<void>;
  setPage(pageNo: number, pageSize?: number): Promise<void>;
  setSort(column: string | null, order?: SortOrder): Promise<void>;
  toggle(row: Row): void;
  clearSelection(): void;
  /** Single mode needs exactly one row, multi mode at least one; the selection clears once returned. */
  confirm(): ConfirmResult;
  dispose(): void;
}

export function createTablePickerModel(options: TablePickerOptions): TablePickerModel {
  const initial = (): TablePickerSnapshot => {
    const {
      pageSize = 10,
      pageSizeOptions = [10, 20, 30],
      defaultSort,
      multiple = false,
      initialKeys = [],
    } = options;
    return {
      rows: [],
      total: 0,
      pageNo: 1,
      pageSize,
      pageSizeOptions,
      sort: defaultSort ?? null,
      filters: {},
      loading: false,
      error: null,
      selectedKeys: [...initialKeys],
      selectedRows: [],
      multiple,
    };
  };
  const store = createObservableStore<TablePickerSnapshot>(initial());
  const snapshot = store.getSnapshot;
  let requestSeq = 0;
  let controller: AbortController | null = null;

  const keyOf = (row: Row): string => {
    const rowKey = options.rowKey ?? 'id';
    return typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey] ?? '');
  };

  const clearSelection = () => store.update({ selectedKeys: [], selectedRows: [] });

  const fetch = async (): Promise<void> => {
    const seq = ++requestSeq;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const { pageNo, pageSize, sort, filters } = snapshot();
    store.update({ loading: true, error: null });
    try {
      const page = await options.load(
        { pageNo, pageSize, filters, ...(sort ? { column: sort.column, order: sort.order } : {}) },
        current.signal,
      );
      // A late answer to an older request never overwrites a newer one.
      if (seq !== requestSeq) return;
      const { selectedKeys, selectedRows } = snapshot();
      const known = new Set(selectedRows.map(keyOf));
      const restored = page.records.filter((r) => selectedKeys.includes(keyOf(r)) && !known.has(keyOf(r)));
      store.update({
        rows: page.records,
        total: page.total,
        loading: false,
        selectedRows: [...selectedRows, ...restored],
      });
    } catch (error) {
      if (seq !== requestSeq) return;
      // The server's words for a refusal; 加载失败 for anything else (a dropped connection's English stays out).
      const message = userMessageOf(error, pickerMessages.loadFailed);
      store.update({ loading: false, error: message, rows: [], total: 0 });
      store.notify('warning', message);
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: snapshot,
    onNotice: store.onNotice,
    keyOf,
    open(initialKeys = options.initialKeys ?? [], initialRows: readonly Row[] = []) {
      store.set({ ...initial(), selectedKeys: [...initialKeys], selectedRows: [...initialRows] });
      return fetch();
    },
    setFilter(name, value) {
      const filters = { ...snapshot().filters };
      if (value === null || value === undefined || value.trim() === '') delete filters[name];
      else filters[name] = value.trim();
      store.update({ filters });
    },
    search() {
      store.update({ pageNo: 1 });
      return fetch();
    },
    reset() {
      store.update({ filters: {}, pageNo: 1, sort: options.defaultSort ?? null });
      return fetch();
    },
    setPage(pageNo, pageSize = snapshot().pageSize) {
      const sizeChanged = pageSize !== snapshot().pageSize;
      store.update({ pageNo: sizeChanged ? 1 : Math.max(1, pageNo), pageSize });
      return fetch();
    },
    setSort(column, order = 'asc') {
      store.update({ sort: column ? { column, order } : (options.defaultSort ?? null), pageNo: 1 });
      return fetch();
    },
    toggle(row) {
      const key = keyOf(row);
      const { selectedKeys, selectedRows, multiple } = snapshot();
      if (selectedKeys.includes(key)) {
        store.update({
          selectedKeys: selectedKeys.filter((k) => k !== key),
          selectedRows: selectedRows.filter((r) => keyOf(r) !== key),
        });
        return;
      }
      store.update(
        multiple
          ? { selectedKeys: [...selectedKeys, key], selectedRows: [...selectedRows, row] }
          : { selectedKeys: [key], selectedRows: [row] },
      );
    },
    clearSelection,
    confirm() {
      const { selectedRows, multiple } = snapshot();
      const count = selectedRows.length;
      if (count === 0 || (!multiple && count > 1)) {
        store.notify('warning', t('list.selectOne'));
        return { ok: false, message: t('list.selectOne') };
      }
      clearSelection();
      return { ok: true, rows: selectedRows };
    },
    dispose() {
      controller?.abort();
    },
  };
}
