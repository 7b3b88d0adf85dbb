// Popup report picker: columns, then query info, then data (each cached per group id, 30 s); the field's stored value
// looked up (keys with a trailing comma) so its rows open ticked; single or multi confirm.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { createResponseCache, type ResponseCache } from './response-cache.js';
import { businessLookupParams } from './picker-configs.js';
import {
  checkPopupConfig,
  mapPopupRows,
  popupValueColumn,
  popupValueKeys,
  reportRowKey,
  type PopupConfig,
} from './popup-report-rules.js';
import { encodeTextFilter } from '../list-page/text-filter.js';
import type { PickerPage, PickerQuery, Row } from './picker-types.js';
import { createTablePickerModel, type TablePickerModel } from './table-picker-model.js';

export interface ReportColumnInfo {
  dataIndex: string;
  title: string;
  customRender?: string | null;
}

export interface ReportColumns {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumnInfo[];
  dictOptions: Record<string, { value: string; text: string }[]>;
}

export interface ReportQueryItem {
  field: string;
  label?: string;
  mode: 'single' | 'range';
  hidden?: string | null;
  dictCode?: string | null;
}

export interface ReportTransport {
  columns(code: string): Promise<ReportColumns>;
  queryInfo(id: string): Promise<ReportQueryItem[]>;
  data(id: string, params: Record<string, string | number>): Promise<PickerPage>;
}

export interface PopupReportOptions extends PopupConfig {
  multiple?: boolean;
  /** Fixed `self_*` parameters sent with every data request. */
  param?: Record<string, string>;
  cache?: ResponseCache;
  groupId?: string;
  /** The field the picker fills (one of destFields): its stored value is looked up by the matching report column. */
  field?: string;
}

export interface PopupReportSnapshot {
  phase: 'idle' | 'columns' | 'queryInfo' | 'data' | 'ready' | 'error';
  title: string;
  columns: ReportColumnInfo[];
  dictOptions: ReportColumns['dictOptions'];
  queryItems: ReportQueryItem[];
  /** The report rows of the field's stored value (ticked when the table opens). */
  current: Row[];
  error: string | null;
}

/** One cache for every popup picker of the page, as the default group. */
export const sharedReportCache = createResponseCache(30_000);

export const POPUP_REPORT = { width: 1200, pageSize: 10, pageSizeOptions: [10, 20, 30] } as const;

export interface PopupReportModel {
  /** The paged data table of the report: filters, paging, sort and selection. */
  readonly table: TablePickerModel;
  subscribe(listener: () => void): () => void;
  getSnapshot(): PopupReportSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /**
   * Checks the configuration first: a wrong one never opens and says why. `value` is the field's stored value: its
   * rows open ticked.
   */
  open(value?: string | null): Promise<boolean>;
  /** Runs the query form from page 1: typed text matches anywhere (`*x*`); dictionary items and range ends as given. */
  search(values: Readonly<Record<string, string>>): Promise<void>;
  /** Returns the destination-field values of the confirmed rows (selection cleared), or the warning. */
  confirm(): { ok: true; rows: Row[]; values: Record<string, string> } | { ok: false; message: string };
}

export function createPopupReportModel(
  transport: ReportTransport,
  options: PopupReportOptions,
): PopupReportModel {
  const store = createObservableStore<PopupReportSnapshot>({
    phase: 'idle',
    title: '',
    columns: [],
    dictOptions: {},
    queryItems: [],
    current: [],
    error: null,
  });
  const cache = options.cache ?? sharedReportCache;
  const group = options.groupId ?? options.code;
  let reportId = '';

  const selfParams = (): Record<string, string> =>
    Object.fromEntries(Object.entries(options.param ?? {}).map(([k, v]) => [`self_${k}`, v]));

  const loadData = (query: PickerQuery): Promise<PickerPage> => {
    const params: Record<string, string | number> = {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      ...query.filters,
    };
    if (query.column) {
      params.column = query.column;
      params.order = query.order ?? 'asc';
    }
    Object.assign(params, selfParams());
    const key = `data:${reportId}:${JSON.stringify(Object.entries(params).sort())}`;
    return cache.get(group, key, () => transport.data(reportId, params));
  };

  const table = createTablePickerModel({
    load: loadData,
    rowKey: reportRowKey,
    pageSize: POPUP_REPORT.pageSize,
    pageSizeOptions: POPUP_REPORT.pageSizeOptions,
    multiple: options.multiple ?? false,
  });

  /**
   * The report rows of a stored value: its keys comma-joined with a trailing comma (a one-key list stays a list),
   * one page as large as the key count. A failed lookup only loses the ticks, never the picker.
   */
  const lookup = async (value: string | null | undefined): Promise<Row[]> => {
    const column = options.field ? popupValueColumn(options, options.field) : null;
    const keys = popupValueKeys(value);
    if (!column || keys.length === 0) return [];
    const params = { ...businessLookupParams(column, keys), ...selfParams() };
    const key = `lookup:${reportId}:${JSON.stringify(Object.entries(params).sort())}`;
    try {
      const page = await cache.get(group, key, () => transport.data(reportId, params));
      const rows = keys.flatMap((k) => page.records.filter((r) => String(r[column] ?? '') === k).slice(0, 1));
      return options.multiple ? rows : rows.slice(0, 1);
    } catch {
      return [];
    }
  };

  return {
    table,
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async open(value) {
      const check = checkPopupConfig(options);
      if (!check.ok) {
        store.update({ phase: 'error', error: check.message });
        store.notify('error', check.message);
        return false;
      }
      try {
        store.update({ phase: 'columns', error: null });
        const cols = await cache.get(group, `columns:${options.code}`, () => transport.columns(options.code));
        reportId = cols.cgRpConfigId;
        store.update({
          phase: 'queryInfo',
          title: cols.cgRpConfigName,
          columns: cols.columns,
          dictOptions: cols.dictOptions,
        });
        const items = await cache.get(group, `query:${reportId}`, () => transport.queryInfo(reportId));
        const current = await lookup(value);
        store.update({ phase: 'data', queryItems: items, current });
        await table.open(current.map(reportRowKey), current);
        store.update({ phase: 'ready' });
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        store.update({ phase: 'error', error: message });
        store.notify('warning', message);
        return false;
      }
    },
    search(values) {
      const textItems = new Set(
        store
          .getSnapshot()
          .queryItems.filter((i) => i.mode === 'single' && !i.dictCode)
          .map((i) => i.field),
      );
      for (const [name, value] of Object.entries(values)) {
        const text = value.trim();
        table.setFilter(name, textItems.has(name) ? encodeTextFilter(text, 'like') : text);
      }
      return table.search();
    },
    confirm() {
      const check = checkPopupConfig(options);
      if (!check.ok) return check;
      const result = table.confirm();
      if (!result.ok) return result;
      return { ok: true, rows: result.rows, values: mapPopupRows(result.rows, check.org, check.dest) };
    },
  };
}
