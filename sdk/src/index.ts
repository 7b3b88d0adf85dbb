// Public entry of @clinic/sdk: the client, stores, errors, signing and file helpers.
export {
  createClient,
  type ClinicClient,
  type CoreClient,
  type RequestOptions,
} from './client/create-client.js';
export {
  DEFAULT_APP_CODE,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
  type ClientOptions,
  type FetchLike,
} from './client/options.js';
export { crudResource, type CrudResource } from './client/crud-resource.js';
export { filenameFromDisposition, type DownloadResult } from './client/download.js';
export {
  canReportUploadProgress,
  xhrFetch,
  type ProgressListener,
  type TransferProgress,
} from './client/progress.js';
export {
  paginate,
  type ListFn,
  type Page,
  type PageIterator,
  type PageLike,
  type PageQuery,
  type PagedOperation,
} from './client/paginate.js';
export type { CallContext, Middleware } from './client/middleware.js';
export { DEFAULT_RETRY, type CallRetry, type ClientRetry, type RetryOptions } from './client/retry.js';
export type { WithMeta } from './client/response-meta.js';
export type { SessionExpiredListener } from './client/session-events.js';
export { NO_TIMESTAMP_PATHS } from './client/timestamp.js';
export type { OperationInfo } from './client/operation-info.js';
export type { OperationGroups } from './client/operation-groups.js';
export type { ArgsOf, EnvelopeResultOf, OperationMethod, ResultOf } from './client/operation-types.js';
export {
  operationTable,
  type GroupOperationIds,
  type OperationId,
  type OperationTable,
  type OperationTypes,
} from './generated/operations.js';
export type { components, operations, paths } from './generated/openapi.js';
export * from './errors/index.js';
export * from './stores/index.js';
export * from './signing/index.js';
export { fileNameOf, fileUrl, fileUrls } from './files.js';
