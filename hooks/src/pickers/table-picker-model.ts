// Framework-free paged table picker: filters, paging, sort, selection and the confirm rule every list picker shares.
import { createObservableStore, type Notice } from '../core/observable-store.js';
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

export class TablePickerModel {
  private readonly store;
  private readonly options: TablePickerOptions;
  private requestSeq = 0;
  private controller: AbortController | null = null;

  constructor(options: TablePickerOptions) {
    this.options = options;
    this.store = createObservableStore<TablePickerSnapshot>(this.initial());
  }

  private initial(): TablePickerSnapshot {
    const {
      pageSize = 10,
      pageSizeOptions = [10, 20, 30],
      defaultSort,
      multiple = false,
      initialKeys = [],
    } = this.options;
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
  }

  subscribe = (listener: () => void) => this.store.subscribe(listener);
  getSnapshot = () => this.store.getSnapshot();
  onNotice = (listener: (notice: Notice) => void) => this.store.onNotice(listener);

  keyOf = (row: Row): string => {
    const rowKey = this.options.rowKey ?? 'id';
    return typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey] ?? '');
  };

  /** Opening starts from page 1 with the default sort and the given stored keys. */
  open(initialKeys: readonly string[] = this.options.initialKeys ?? []): Promise<void> {
    this.store.set({ ...this.initial(), selectedKeys: [...initialKeys] });
    return this.fetch();
  }

  setFilter(name: string, value: string | null | undefined): void {
    const filters = { ...this.getSnapshot().filters };
    if (value === null || value === undefined || value.trim() === '') delete filters[name];
    else filters[name] = value.trim();
    this.store.update({ filters });
  }

  search(): Promise<void> {
    this.store.update({ pageNo: 1 });
    return this.fetch();
  }

  reset(): Promise<void> {
    this.store.update({ filters: {}, pageNo: 1, sort: this.options.defaultSort ?? null });
    return this.fetch();
  }

  setPage(pageNo: number, pageSize = this.getSnapshot().pageSize): Promise<void> {
    const sizeChanged = pageSize !== this.getSnapshot().pageSize;
    this.store.update({ pageNo: sizeChanged ? 1 : Math.max(1, pageNo), pageSize });
    return this.fetch();
  }

  setSort(column: string | null, order: SortOrder = 'asc'): Promise<void> {
    this.store.update({ sort: column ? { column, order } : (this.options.defaultSort ?? null), pageNo: 1 });
    return this.fetch();
  }

  toggle(row: Row): void {
    const key = this.keyOf(row);
    const { selectedKeys, selectedRows, multiple } = this.getSnapshot();
    if (selectedKeys.includes(key)) {
      this.store.update({
        selectedKeys: selectedKeys.filter((k) => k !== key),
        selectedRows: selectedRows.filter((r) => this.keyOf(r) !== key),
      });
      return;
    }
    this.store.update(
      multiple
        ? { selectedKeys: [...selectedKeys, key], selectedRows: [...selectedRows, row] }
        : { selectedKeys: [key], selectedRows: [row] },
    );
  }

  clearSelection(): void {
    this.store.update({ selectedKeys: [], selectedRows: [] });
  }

  /** Single mode needs exactly one row, multi mode at least one; the selection clears once returned. */
  confirm(): ConfirmResult {
    const { selectedRows, multiple } = this.getSnapshot();
    const count = selectedRows.length;
    if (count === 0 || (!multiple && count > 1)) {
      this.store.notify('warning', t('list.selectOne'));
      return { ok: false, message: t('list.selectOne') };
    }
    this.clearSelection();
    return { ok: true, rows: selectedRows };
  }

  dispose(): void {
    this.controller?.abort();
  }

  private async fetch(): Promise<void> {
    const seq = ++this.requestSeq;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const { pageNo, pageSize, sort, filters } = this.getSnapshot();
    this.store.update({ loading: true, error: null });
    try {
      const page = await this.options.load(
        { pageNo, pageSize, filters, ...(sort ? { column: sort.column, order: sort.order } : {}) },
        controller.signal,
      );
      // A late answer to an older request never overwrites a newer one.
      if (seq !== this.requestSeq) return;
      const { selectedKeys, selectedRows } = this.getSnapshot();
      const known = new Set(selectedRows.map(this.keyOf));
      const restored = page.records.filter(
        (r) => selectedKeys.includes(this.keyOf(r)) && !known.has(this.keyOf(r)),
      );
      this.store.update({
        rows: page.records,
        total: page.total,
        loading: false,
        selectedRows: [...selectedRows, ...restored],
      });
    } catch (error) {
      if (seq !== this.requestSeq) return;
      const message = error instanceof Error && error.message ? error.message : pickerMessages.loadFailed;
      this.store.update({ loading: false, error: message, rows: [], total: 0 });
      this.store.notify('warning', message);
    }
  }
}
