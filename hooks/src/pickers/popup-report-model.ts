// Popup report picker: columns, then query info, then data (each cached per group id); single or multi confirm.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { createResponseCache, type ResponseCache } from './response-cache.js';
import { checkPopupConfig, mapPopupRows, reportRowKey, type PopupConfig } from './popup-report-rules.js';
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
}

export interface PopupReportSnapshot {
  phase: 'idle' | 'columns' | 'queryInfo' | 'data' | 'ready' | 'error';
  title: string;
  columns: ReportColumnInfo[];
  dictOptions: ReportColumns['dictOptions'];
  queryItems: ReportQueryItem[];
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
  /** Checks the configuration first: a wrong one never opens and says why. */
  open(): Promise<boolean>;
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
    error: null,
  });
  const cache = options.cache ?? sharedReportCache;
  const group = options.groupId ?? options.code;
  let reportId = '';

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
    for (const [k, v] of Object.entries(options.param ?? {})) params[`self_${k}`] = v;
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

  return {
    table,
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async open() {
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
        store.update({ phase: 'data', queryItems: items });
        await table.open();
        store.update({ phase: 'ready' });
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        store.update({ phase: 'error', error: message });
        store.notify('warning', message);
        return false;
      }
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
