// Types of the list page: its state, its configuration and the transport it loads and deletes through.

export type SortOrder = 'asc' | 'desc';

export interface Sorter {
  column: string;
  order: SortOrder;
}

export interface Pagination {
  current: number;
  pageSize: number;
  total: number;
  /** True when `total` is the server's estimate (shown as 共约 N 条). */
  totalEstimated?: boolean;
  pageSizeOptions: readonly number[];
}

/** The advanced query as the wire carries it: `superQueryParams` is already URL-encoded JSON. */
export interface SuperQueryValue {
  superQueryParams: string;
  superQueryMatchType: 'and' | 'or';
}

/** Everything that decides which rows are shown: what the URL search params hold. */
export interface ListQuery {
  queryParam: Record<string, string>;
  superQuery: SuperQueryValue | null;
  filters: Record<string, string>;
  sorter: Sorter;
  pageNo: number;
  pageSize: number;
}

export type Row = Record<string, unknown>;

/**
 * The row of a list page as the contract types it, read from the SDK's typed list method:
 * `createListModel<ListRowOf<ClinicClient['patient']['patientList']>>(...)` lists the contract's patient records.
 */
export type ListRowOf<M> = M extends (...args: never[]) => Promise<infer P>
  ? NonNullable<P> extends { records?: (infer T)[] | null }
    ? T extends Row
      ? T
      : never
    : never
  : never;

export interface ListState<R extends Row = Row> {
  queryParam: Record<string, string>;
  superQuery: SuperQueryValue | null;
  filters: Record<string, string>;
  sorter: Sorter;
  pagination: Pagination;
  dataSource: R[];
  selectedRowKeys: string[];
  selectionRows: R[];
  loading: boolean;
  /** The last load failure's text, null after a successful load. */
  error: string | null;
}

export interface ListUrls {
  list?: string;
  delete?: string;
  deleteBatch?: string;
}

/** Query params of a list request: strings and numbers only, empty ones already dropped. */
export type ListRequestParams = Record<string, string | number>;

export interface ListResult<R extends Row = Row> {
  records: R[];
  total: number;
  totalEstimated?: boolean;
}

/**
 * How the list page talks to the server. Failures reject with an error whose `message` is the server's text
 * and, for business failures, a numeric `code` (510 = no permission), like the SDK's BusinessError.
 */
export interface ListTransport<R extends Row = Row> {
  list(url: string, params: ListRequestParams, signal: AbortSignal): Promise<ListResult<R>>;
  /** Resolves with the server's success message, if any. */
  delete(url: string, id: string): Promise<string | void>;
  deleteBatch(url: string, ids: string[]): Promise<string | void>;
}
