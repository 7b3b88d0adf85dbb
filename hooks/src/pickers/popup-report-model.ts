// Popup report picker: columns, then query info, then data (each cached per group id); single or multi confirm.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { ResponseCache } from './response-cache.js';
import { checkPopupConfig, mapPopupRows, reportRowKey, type PopupConfig } from './popup-report-rules.js';
import type { PickerPage, PickerQuery, Row } from './picker-types.js';
import { TablePickerModel } from './table-picker-model.js';

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
export const sharedReportCache = new ResponseCache(30_000);

export const POPUP_REPORT = { width: 1200, pageSize: 10, pageSizeOptions: [10, 20, 30] } as const;

export class PopupReportModel {
  readonly table: TablePickerModel;
  private readonly store = createObservableStore<PopupReportSnapshot>({
    phase: 'idle',
    title: '',
    columns: [],
    dictOptions: {},
    queryItems: [],
    error: null,
  });
  private reportId = '';
  private readonly cache: ResponseCache;
  private readonly group: string;

  constructor(
    private readonly transport: ReportTransport,
    private readonly options: PopupReportOptions,
  ) {
    this.cache = options.cache ?? sharedReportCache;
    this.group = options.groupId ?? options.code;
    this.table = new TablePickerModel({
      load: (query) => this.loadData(query),
      rowKey: reportRowKey,
      pageSize: POPUP_REPORT.pageSize,
      pageSizeOptions: POPUP_REPORT.pageSizeOptions,
      multiple: options.multiple ?? false,
    });
  }

  subscribe = (listener: () => void) => this.store.subscribe(listener);
  getSnapshot = () => this.store.getSnapshot();
  onNotice = (listener: (notice: Notice) => void) => this.store.onNotice(listener);

  /** Checks the configuration first: a wrong one never opens and says why. */
  async open(): Promise<boolean> {
    const check = checkPopupConfig(this.options);
    if (!check.ok) {
      this.store.update({ phase: 'error', error: check.message });
      this.store.notify('error', check.message);
      return false;
    }
    try {
      this.store.update({ phase: 'columns', error: null });
      const cols = await this.cache.get(this.group, `columns:${this.options.code}`, () =>
        this.transport.columns(this.options.code),
      );
      this.reportId = cols.cgRpConfigId;
      this.store.update({
        phase: 'queryInfo',
        title: cols.cgRpConfigName,
        columns: cols.columns,
        dictOptions: cols.dictOptions,
      });
      const items = await this.cache.get(this.group, `query:${this.reportId}`, () =>
        this.transport.queryInfo(this.reportId),
      );
      this.store.update({ phase: 'data', queryItems: items });
      await this.table.open();
      this.store.update({ phase: 'ready' });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.store.update({ phase: 'error', error: message });
      this.store.notify('warning', message);
      return false;
    }
  }

  /** Returns the destination-field values of the confirmed rows (selection cleared), or the warning. */
  confirm(): { ok: true; rows: Row[]; values: Record<string, string> } | { ok: false; message: string } {
    const check = checkPopupConfig(this.options);
    if (!check.ok) return check;
    const result = this.table.confirm();
    if (!result.ok) return result;
    return { ok: true, rows: result.rows, values: mapPopupRows(result.rows, check.org, check.dest) };
  }

  private loadData(query: PickerQuery): Promise<PickerPage> {
    const params: Record<string, string | number> = {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      ...query.filters,
    };
    if (query.column) {
      params.column = query.column;
      params.order = query.order ?? 'asc';
    }
    for (const [k, v] of Object.entries(this.options.param ?? {})) params[`self_${k}`] = v;
    const key = `data:${this.reportId}:${JSON.stringify(Object.entries(params).sort())}`;
    return this.cache.get(this.group, key, () => this.transport.data(this.reportId, params));
  }
}
