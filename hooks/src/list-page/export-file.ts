// The list's exports without a UI (widgets-spec 7): the page's export (the query plus the selected keys, saved as
// '{name}.xls', default 导出文件, or a stored file's path the server answers), and the general export (generalExport
// with bizCode, answering a stored file's path). A failure is 文件下载失败; an answer without a path is 未知的文件.
import type { CallOptions, ClinicClient } from '@clinic/sdk';
import { buildListParams } from './list-request.js';
import type { ListQuery } from './list-types.js';

export const EXPORT_MESSAGES = {
  downloadFailed: '文件下载失败',
  unknownFile: '未知的文件',
} as const;

export const DEFAULT_EXPORT_NAME = '导出文件';

/** A failed export or download, carrying the spec's message. */
export class ExportError extends Error {
  override name = 'ExportError';
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** What an export passes to its calls: the cancel signal and the download's progress. */
export type ExportCallOptions = Pick<CallOptions, 'signal' | 'onDownloadProgress'>;

type Client = Pick<ClinicClient, 'download' | 'call'>;

export function exportFileName(name: string | undefined): string {
  return `${name?.trim() || DEFAULT_EXPORT_NAME}.xls`;
}

/** A cancel passes through as it is (the caller tells it from a failure); anything else is 文件下载失败. */
function downloadFailure(error: unknown, options: ExportCallOptions | undefined): unknown {
  if (options?.signal?.aborted) return error;
  return new ExportError(EXPORT_MESSAGES.downloadFailed);
}

/** GET of a stored file's path; 未知的文件 without one, 文件下载失败 when it cannot be read. */
export async function downloadStored(
  client: Client,
  path: unknown,
  fileName: string,
  options?: ExportCallOptions,
): Promise<ExportedFile> {
  if (typeof path !== 'string' || path.trim() === '') throw new ExportError(EXPORT_MESSAGES.unknownFile);
  const clean = path.trim();
  const url = /^https?:\/\//.test(clean) ? clean : `/sys/common/static/${clean.replace(/^\/+/, '')}`;
  let file;
  try {
    file = await client.download(url, undefined, options);
  } catch (error) {
    throw downloadFailure(error, options);
  }
  if (file.blob.size === 0) throw new ExportError(EXPORT_MESSAGES.downloadFailed);
  return { blob: file.blob, fileName };
}

/** The page's export: `{url}` with the query and `selections`; a blob, or a path the server stored the file under. */
export async function exportList(
  client: Client,
  options: { url: string; name?: string; query: ListQuery; selections?: readonly string[] },
  callOptions?: ExportCallOptions,
): Promise<ExportedFile> {
  const fileName = exportFileName(options.name);
  const { pageNo: _p, pageSize: _s, ...params } = buildListParams(options.query, '');
  if (options.selections?.length) params.selections = options.selections.join(',');
  let file;
  try {
    file = await client.download(options.url, params, callOptions);
  } catch (error) {
    throw downloadFailure(error, callOptions);
  }
  if (file.result !== undefined) return downloadStored(client, file.result, fileName, callOptions);
  if (file.blob.size === 0) throw new ExportError(EXPORT_MESSAGES.downloadFailed);
  return { blob: file.blob, fileName };
}

/** 通用导出: generalExport with the page's query as JSON and the business code; the stored file is then fetched. */
export async function generalExportList(
  client: Client,
  options: { bizCode: string; name?: string; query: ListQuery },
  callOptions?: ExportCallOptions,
): Promise<ExportedFile> {
  const { pageNo: _p, pageSize: _s, ...params } = buildListParams(options.query, '');
  let path: unknown;
  try {
    path = await client.call(
      'generalExport',
      { body: { bizCode: options.bizCode, param: JSON.stringify(params) } as never },
      callOptions?.signal ? { signal: callOptions.signal } : undefined,
    );
  } catch (error) {
    if (callOptions?.signal?.aborted) throw error;
    throw new ExportError(
      error instanceof Error &&
        'userMessage' in error &&
        typeof error.userMessage === 'string' &&
        error.userMessage
        ? error.userMessage
        : EXPORT_MESSAGES.downloadFailed,
    );
  }
  return downloadStored(client, path, exportFileName(options.name), callOptions);
}
