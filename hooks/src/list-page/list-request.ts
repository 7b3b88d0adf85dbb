// Builds the GET parameters of a list request exactly as the wire expects (widgets-spec 7, "Lists").
import type { ListQuery, ListRequestParams } from './list-types.js';

/** `field`: the row key plus every column key, once each, in column order (`action` columns carry no data). */
export function fieldParam(columnKeys: readonly string[], rowKey = 'id'): string {
  const keys = [rowKey, ...columnKeys].filter((key) => key !== '' && key !== 'action');
  return [...new Set(keys)].join(',');
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function buildListParams(query: ListQuery, field: string): ListRequestParams {
  const params: ListRequestParams = {};
  if (query.superQuery) {
    params.superQueryParams = query.superQuery.superQueryParams;
    params.superQueryMatchType = query.superQuery.superQueryMatchType;
  }
  // Later sources win, as in the original: query fields, then sorter, then column filters.
  for (const [key, value] of Object.entries(query.queryParam)) if (!isBlank(value)) params[key] = value;
  params.column = query.sorter.column;
  params.order = query.sorter.order;
  for (const [key, value] of Object.entries(query.filters)) if (!isBlank(value)) params[key] = value;
  if (field !== '') params.field = field;
  params.pageNo = query.pageNo;
  params.pageSize = query.pageSize;
  return params;
}

/** The page to show after `removed` rows are deleted: back while the remaining total no longer reaches it. */
export function pageAfterDelete(current: number, pageSize: number, total: number, removed: number): number {
  const remaining = Math.max(0, total - removed);
  const lastPage = Math.ceil(remaining / pageSize);
  return lastPage < current ? Math.max(1, lastPage) : current;
}
