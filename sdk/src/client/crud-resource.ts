// The generic CRUD resource of list pages: JeecgBoot's list/queryById/add/edit/delete/deleteBatch/import/export (and
// saveRows for the rows of one parent) under one base path.
import type { Envelope } from '../errors/envelope.js';
import type { DownloadResult } from './download.js';
import type { CallOptions } from './options.js';
import type { PageLike } from './paginate.js';

export interface CrudResource<T, Q extends Record<string, unknown> = Record<string, unknown>> {
  readonly base: string;
  list(query?: Q & { pageNo?: number; pageSize?: number }, options?: CallOptions): Promise<PageLike<T>>;
  queryById(id: string, options?: CallOptions): Promise<T>;
  add(record: Partial<T>, options?: CallOptions): Promise<Envelope>;
  edit(record: Partial<T> & { id: string }, options?: CallOptions): Promise<Envelope>;
  delete(id: string, options?: CallOptions): Promise<Envelope>;
  /** Ids go comma-joined in `ids`, as JeecgBoot expects. */
  deleteBatch(ids: readonly string[], options?: CallOptions): Promise<Envelope>;
  /** Multipart `files`; a partial import answers `code` 201 with `result.{msg, fileUrl, fileName}`. */
  importExcel(form: FormData, options?: CallOptions): Promise<Envelope>;
  exportXls(query?: Q & { selections?: string }, options?: CallOptions): Promise<DownloadResult>;
  /** The rows of one parent record (resources declared `rowsOf`), added, edited and deleted all or none. */
  saveRows(rows: SaveRows<T>, options?: CallOptions): Promise<Envelope>;
}

export interface SaveRows<T> {
  parentId: string;
  add?: readonly Partial<T>[];
  edit?: readonly (Partial<T> & { id: string })[];
  deleteIds?: readonly string[];
}

interface Transport {
  request<R>(
    method: string,
    path: string,
    options?: { query?: Record<string, unknown>; body?: unknown } & CallOptions,
  ): Promise<R>;
  requestEnvelope<R>(
    method: string,
    path: string,
    options?: { query?: Record<string, unknown>; body?: unknown } & CallOptions,
  ): Promise<Envelope<R>>;
  download(path: string, query?: Record<string, unknown>, options?: CallOptions): Promise<DownloadResult>;
}

export function crudResource<T, Q extends Record<string, unknown> = Record<string, unknown>>(
  client: Transport,
  base: string,
): CrudResource<T, Q> {
  const root = base.replace(/\/+$/, '');
  if (root === '') throw new TypeError('crudResource needs a base path such as /sys/user');
  const at = (action: string) => `${root}/${action}`;
  return {
    base: root,
    list: (query, o) => client.request('GET', at('list'), { query, ...o }),
    queryById: (id, o) => client.request('GET', at('queryById'), { query: { id }, ...o }),
    add: (record, o) => client.requestEnvelope('POST', at('add'), { body: record, ...o }),
    edit: (record, o) => client.requestEnvelope('PUT', at('edit'), { body: record, ...o }),
    delete: (id, o) => client.requestEnvelope('DELETE', at('delete'), { query: { id }, ...o }),
    deleteBatch: (ids, o) =>
      client.requestEnvelope('DELETE', at('deleteBatch'), { query: { ids: ids.join(',') }, ...o }),
    importExcel: (form, o) => client.requestEnvelope('POST', at('importExcel'), { body: form, ...o }),
    exportXls: (query, o) => client.download(at('exportXls'), query, o),
    saveRows: (rows, o) => client.requestEnvelope('POST', at('saveRows'), { body: rows, ...o }),
  };
}
