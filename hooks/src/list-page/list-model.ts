// The framework-free list page: URL-synced query, loading with stale-response protection, selection, deletes.
import { t } from '../i18n/index.js';
import type { RouterAdapter } from '../router/index.js';
import { NO_PERMISSION_CODE, PAGE_SIZE_OPTIONS } from './list-defaults.js';
import { failureInfo, isHttpRefusal } from './list-errors.js';
import { buildListParams, fieldParam, pageAfterDelete } from './list-request.js';
import { selectRows, withoutKeys } from './list-selection.js';
import type {
  Pagination,
  ListQuery,
  ListState,
  ListTransport,
  ListUrls,
  Row,
  SortOrder,
  SuperQueryValue,
} from './list-types.js';
import {
  decodeListQuery,
  defaultListQuery,
  encodeListQuery,
  sameListQuery,
  sameSelectionScope,
  type UrlStateOptions,
} from './list-url-state.js';
import { createObservableStore, type Notice } from '../core/observable-store.js';

export interface ListModelOptions<R extends Row = Row> extends UrlStateOptions {
  urls: ListUrls;
  transport: ListTransport<R>;
  /** Where the list state lives: the app's router, or a memory adapter for embedded lists. */
  router: RouterAdapter;
  /**
   * Whether HTTP refusals (status ≥ 400) are announced here too. Off by default: the console's client already
   * shows the catalogue's notice for them (shell-spec 8); success:false, timeouts and lost connections are always.
   */
  announceHttpErrors?: boolean;
  /**
   * Column keys, sent as the `field` parameter together with the row key. Required: a resource list answers only
   * the fields asked for, so forgetting them would give rows holding nothing but their key. `'all'` sends no
   * `field` (endpoints that answer whole records, or a transport that drops the parameter).
   */
  columns: readonly string[] | 'all';
  rowKey?: string;
}

export interface ListModel<R extends Row = Row> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ListState<R>;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Reads the URL, loads, and follows later URL changes (back/forward); returns the unmount function. */
  mount(): () => void;
  reload(): Promise<void>;
  /** Runs the query form's values from page 1. */
  search(queryParam: Record<string, string>): void;
  /** Empties the query form (the advanced query stays) and goes back to page 1. */
  reset(): void;
  setPage(current: number, pageSize?: number): void;
  /** `order` null returns to the default sort. */
  setSorter(column: string, order: SortOrder | null): void;
  setFilters(filters: Record<string, string | readonly string[] | null | undefined>): void;
  setSuperQuery(value: SuperQueryValue | null): void;
  select(keys: readonly string[]): void;
  clearSelection(): void;
  /** Emits the reason and answers false when a batch delete cannot start (ask before confirming). */
  checkBatchDelete(): boolean;
  deleteBatch(): Promise<boolean>;
  deleteOne(id: string): Promise<boolean>;
}

export function createListModel<R extends Row = Row>(options: ListModelOptions<R>): ListModel<R> {
  const { urls, transport, router } = options;
  const rowKey = options.rowKey ?? 'id';
  const field = options.columns === 'all' ? '' : fieldParam(options.columns, rowKey);
  let query: ListQuery = defaultListQuery(options);
  let mountedPath: string | null = null;
  let sequence = 0;
  let controller: AbortController | null = null;

  const store = createObservableStore<ListState<R>>({
    queryParam: query.queryParam,
    superQuery: query.superQuery,
    filters: query.filters,
    sorter: query.sorter,
    pagination: {
      current: query.pageNo,
      pageSize: query.pageSize,
      total: 0,
      pageSizeOptions: options.pageSizeOptions ?? PAGE_SIZE_OPTIONS,
    },
    dataSource: [],
    selectedRowKeys: [],
    selectionRows: [],
    loading: false,
    error: null,
  });

  function applyQuery(next: ListQuery): void {
    const state = store.getSnapshot();
    const keepSelection = sameSelectionScope(query, next);
    query = next;
    store.set({
      ...state,
      queryParam: next.queryParam,
      superQuery: next.superQuery,
      filters: next.filters,
      sorter: next.sorter,
      pagination: { ...state.pagination, current: next.pageNo, pageSize: next.pageSize },
      selectedRowKeys: keepSelection ? state.selectedRowKeys : [],
      selectionRows: keepSelection ? state.selectionRows : [],
    });
  }

  async function load(): Promise<void> {
    if (!urls.list) {
      store.notify('error', t('list.urlListMissing'));
      return;
    }
    const seq = ++sequence;
    controller?.abort();
    const own = new AbortController();
    controller = own;
    store.update({ loading: true });
    try {
      const result = await transport.list(urls.list, buildListParams(query, field), own.signal);
      if (seq !== sequence) return;
      const state = store.getSnapshot();
      store.set({
        ...state,
        dataSource: result.records,
        pagination: withTotal(state.pagination, result),
        loading: false,
        error: null,
      });
    } catch (error) {
      if (seq !== sequence) return;
      const info = failureInfo(error, t('list.loadFailed'));
      if (info.code === NO_PERMISSION_CODE) store.notify('warning', info.message);
      else if (options.announceHttpErrors || !isHttpRefusal(info)) store.notify('error', info.message);
      // The rows of the previous query no longer answer this one: the table shows the failed state instead.
      store.update({
        loading: false,
        error: info.message,
        dataSource: [],
        selectedRowKeys: [],
        selectionRows: [],
      });
    } finally {
      if (controller === own) controller = null;
    }
  }

  function hrefFor(next: ListQuery): string {
    const search = new URLSearchParams(encodeListQuery(next, router.getSearch(), options)).toString();
    return router.getPath() + (search ? `?${search}` : '');
  }

  /** The URL is the source of truth: navigate, and load here only when the address would not change. */
  function commit(next: ListQuery): void {
    if (mountedPath === null || sameListQuery(next, query)) {
      applyQuery(next);
      void load();
      return;
    }
    router.navigate(hrefFor(next));
  }

  function onLocationChange(): void {
    if (mountedPath === null || router.getPath() !== mountedPath) return;
    const next = decodeListQuery(router.getSearch(), options);
    if (sameListQuery(next, query)) return;
    applyQuery(next);
    void load();
  }

  function moveAfterDelete(removed: number): void {
    const { pagination } = store.getSnapshot();
    const pageNo = pageAfterDelete(pagination.current, pagination.pageSize, pagination.total, removed);
    commit({ ...query, pageNo });
  }

  /** Shows the server's answer either way; true when the rows are gone. */
  async function runDelete(call: () => Promise<string | void>): Promise<boolean> {
    try {
      const message = await call();
      store.notify('success', message || t('list.deleteSuccess'));
      return true;
    } catch (error) {
      store.notify('warning', failureInfo(error, t('list.deleteFailed')).message);
      return false;
    }
  }

  function checkBatchDelete(): boolean {
    if (!urls.deleteBatch) {
      store.notify('error', t('list.urlDeleteBatchMissing'));
      return false;
    }
    if (store.getSnapshot().selectedRowKeys.length === 0) {
      store.notify('warning', t('list.selectOne'));
      return false;
    }
    return true;
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    mount() {
      mountedPath = router.getPath();
      const unsubscribe = router.subscribe(onLocationChange);
      applyQuery(decodeListQuery(router.getSearch(), options));
      void load();
      return () => {
        unsubscribe();
        mountedPath = null;
        sequence += 1;
        controller?.abort();
        controller = null;
        if (store.getSnapshot().loading) store.update({ loading: false });
      };
    },
    reload: load,
    search(queryParam) {
      commit({ ...query, queryParam: { ...queryParam }, pageNo: 1 });
    },
    reset() {
      commit({ ...query, queryParam: {}, pageNo: 1 });
    },
    setPage(current, pageSize) {
      const sizeChanged = pageSize !== undefined && pageSize !== query.pageSize;
      commit({
        ...query,
        pageNo: sizeChanged ? 1 : Math.max(1, Math.floor(current)),
        pageSize: pageSize ?? query.pageSize,
      });
    },
    setSorter(column, order) {
      const sorter = order === null ? defaultListQuery(options).sorter : { column, order };
      commit({ ...query, sorter });
    },
    setFilters(filters) {
      const joined: Record<string, string> = {};
      for (const [key, value] of Object.entries(filters)) {
        const text = Array.isArray(value) ? value.join(',') : ((value as string | null | undefined) ?? '');
        if (text !== '') joined[key] = text;
      }
      commit({ ...query, filters: joined, pageNo: 1 });
    },
    setSuperQuery(value) {
      commit({ ...query, superQuery: value, pageNo: 1 });
    },
    select(keys) {
      const state = store.getSnapshot();
      store.update(selectRows(keys, state.dataSource, state.selectionRows, rowKey));
    },
    clearSelection() {
      store.update({ selectedRowKeys: [], selectionRows: [] });
    },
    checkBatchDelete,
    async deleteBatch() {
      const url = urls.deleteBatch;
      if (!checkBatchDelete() || !url) return false;
      const ids = store.getSnapshot().selectedRowKeys;
      if (!(await runDelete(() => transport.deleteBatch(url, ids)))) return false;
      store.update({ selectedRowKeys: [], selectionRows: [] });
      moveAfterDelete(ids.length);
      return true;
    },
    async deleteOne(id) {
      if (!urls.delete) {
        store.notify('error', t('list.urlDeleteMissing'));
        return false;
      }
      const url = urls.delete;
      if (!(await runDelete(() => transport.delete(url, id)))) return false;
      store.update(withoutKeys(store.getSnapshot(), [id], rowKey));
      moveAfterDelete(1);
      return true;
    },
  };
}

/** The pager after an answer: its total, flagged when the server only estimated it. */
function withTotal(pagination: Pagination, result: { total: number; totalEstimated?: boolean }): Pagination {
  const { totalEstimated: _previous, ...rest } = pagination;
  return result.totalEstimated
    ? { ...rest, total: result.total, totalEstimated: true }
    : { ...rest, total: result.total };
}
