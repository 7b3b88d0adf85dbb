// Public surface of the list page: model, hook, URL state, request rules and the column/text-filter helpers.
export { createListModel, type ListModel, type ListModelOptions } from './list-model.js';
export { createSdkListTransport, normalizeListResult } from './sdk-list-transport.js';
export { pickParams, scopedListTransport } from './scoped-list-transport.js';
export type {
  ListQuery,
  ListRequestParams,
  ListResult,
  ListRowOf,
  ListState,
  ListTransport,
  ListUrls,
  Pagination,
  Row,
  SortOrder,
  Sorter,
  SuperQueryValue,
} from './list-types.js';
export { DEFAULT_PAGE_SIZE, DEFAULT_SORTER, NO_PERMISSION_CODE, PAGE_SIZE_OPTIONS } from './list-defaults.js';
export { buildListParams, fieldParam, pageAfterDelete } from './list-request.js';
export {
  decodeListQuery,
  defaultListQuery,
  encodeListQuery,
  type UrlStateOptions,
  isListStateParam,
} from './list-url-state.js';
export { rowKeyOf, selectRows } from './list-selection.js';
export { decodeTextFilter, encodeTextFilter, type TextFilterType } from './text-filter.js';
export {
  autoColumnWidth,
  fitColumnWidths,
  COLUMN_FIT_MIN,
  displayLength,
  ellipsis,
  estimateTextWidth,
  COLUMN_MAX_WIDTH,
  COLUMN_PADDING,
  ELLIPSIS_LENGTH,
  type ColumnWidth,
  type ColumnWidthInput,
} from './column-width.js';
export * from './export-file.js';
export * from './export-model.js';
