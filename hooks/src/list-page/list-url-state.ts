// Encodes the list query into URL search params and back, so reload and back/forward restore the page.
// Defaults are left out to keep addresses short; unknown or hostile values fall back to defaults.
import { DEFAULT_PAGE_SIZE, DEFAULT_SORTER, PAGE_SIZE_OPTIONS } from './list-defaults.js';
import type { ListQuery, SuperQueryValue } from './list-types.js';

type SearchParams = Record<string, string>;

/** Query fields go under `q.`, column filters under `f.`, so they never clash with paging or other params. */
const QUERY_PREFIX = 'q.';
const FILTER_PREFIX = 'f.';
const OWN_KEYS = ['pageNo', 'pageSize', 'column', 'order', 'superQueryParams', 'superQueryMatchType'];

export interface UrlStateOptions {
  /** Prefix of every key, for pages with more than one list. */
  prefix?: string;
  defaultSorter?: ListQuery['sorter'];
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
}

export function defaultListQuery(options: UrlStateOptions = {}): ListQuery {
  return {
    queryParam: {},
    superQuery: null,
    filters: {},
    sorter: { ...(options.defaultSorter ?? DEFAULT_SORTER) },
    pageNo: 1,
    pageSize: options.defaultPageSize ?? DEFAULT_PAGE_SIZE,
  };
}

function isOwnKey(key: string, prefix: string): boolean {
  if (!key.startsWith(prefix)) return false;
  const rest = key.slice(prefix.length);
  return OWN_KEYS.includes(rest) || rest.startsWith(QUERY_PREFIX) || rest.startsWith(FILTER_PREFIX);
}

/**
 * True for a search param that holds list state (paging, sort, filters, advanced query), with or without a
 * `name_` list prefix. The tab strip leaves these out of a page's identity: paging a list is not a new page.
 */
export function isListStateParam(key: string): boolean {
  if (isOwnKey(key, '')) return true;
  const prefixed = /^[A-Za-z][A-Za-z0-9]*_/.exec(key);
  return prefixed !== null && isOwnKey(key, prefixed[0]);
}

/** Writes `query` into `base`, keeping params that belong to others (a projectId, another list). */
export function encodeListQuery(
  query: ListQuery,
  base: SearchParams = {},
  options: UrlStateOptions = {},
): SearchParams {
  const prefix = options.prefix ?? '';
  const defaults = defaultListQuery(options);
  const out: SearchParams = {};
  for (const [key, value] of Object.entries(base)) if (!isOwnKey(key, prefix)) out[key] = value;
  for (const [key, value] of Object.entries(query.queryParam)) {
    if (value !== '') out[`${prefix}${QUERY_PREFIX}${key}`] = value;
  }
  for (const [key, value] of Object.entries(query.filters)) {
    if (value !== '') out[`${prefix}${FILTER_PREFIX}${key}`] = value;
  }
  if (query.superQuery) {
    out[`${prefix}superQueryParams`] = query.superQuery.superQueryParams;
    out[`${prefix}superQueryMatchType`] = query.superQuery.superQueryMatchType;
  }
  if (query.sorter.column !== defaults.sorter.column || query.sorter.order !== defaults.sorter.order) {
    out[`${prefix}column`] = query.sorter.column;
    out[`${prefix}order`] = query.sorter.order;
  }
  if (query.pageNo !== 1) out[`${prefix}pageNo`] = String(query.pageNo);
  if (query.pageSize !== defaults.pageSize) out[`${prefix}pageSize`] = String(query.pageSize);
  return out;
}

function positiveInt(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

export function decodeListQuery(search: SearchParams, options: UrlStateOptions = {}): ListQuery {
  const prefix = options.prefix ?? '';
  const query = defaultListQuery(options);
  const sizes = options.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const get = (key: string) => search[prefix + key];
  for (const [key, value] of Object.entries(search)) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    if (rest.startsWith(QUERY_PREFIX) && rest.length > QUERY_PREFIX.length) {
      query.queryParam[rest.slice(QUERY_PREFIX.length)] = value;
    } else if (rest.startsWith(FILTER_PREFIX) && rest.length > FILTER_PREFIX.length) {
      query.filters[rest.slice(FILTER_PREFIX.length)] = value;
    }
  }
  const params = get('superQueryParams');
  const matchType = get('superQueryMatchType');
  if (params) {
    const superQuery: SuperQueryValue = {
      superQueryParams: params,
      superQueryMatchType: matchType === 'or' ? 'or' : 'and',
    };
    query.superQuery = superQuery;
  }
  const column = get('column');
  const order = get('order');
  if (column && /^[A-Za-z_][\w.]{0,63}$/.test(column) && (order === 'asc' || order === 'desc')) {
    query.sorter = { column, order };
  }
  query.pageNo = positiveInt(get('pageNo')) ?? 1;
  const size = positiveInt(get('pageSize'));
  if (size !== undefined && sizes.includes(size)) query.pageSize = size;
  return query;
}

function sortedEntries(record: Record<string, string>): string {
  return JSON.stringify(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** True when two queries select the same rows (paging and sort aside): selection survives only then. */
export function sameSelectionScope(a: ListQuery, b: ListQuery): boolean {
  return (
    sortedEntries(a.queryParam) === sortedEntries(b.queryParam) &&
    sortedEntries(a.filters) === sortedEntries(b.filters) &&
    a.superQuery?.superQueryParams === b.superQuery?.superQueryParams &&
    a.superQuery?.superQueryMatchType === b.superQuery?.superQueryMatchType
  );
}

export function sameListQuery(a: ListQuery, b: ListQuery): boolean {
  return (
    sameSelectionScope(a, b) &&
    a.sorter.column === b.sorter.column &&
    a.sorter.order === b.sorter.order &&
    a.pageNo === b.pageNo &&
    a.pageSize === b.pageSize
  );
}
