// Async iteration over list pages (`{records, total}`) until the total is reached or a page comes back empty.
import type { CallOptions } from './options.js';

export interface Page<T> {
  records: T[];
  total: number;
  size?: number;
  current?: number;
  pages?: number;
}

/** What a list call may answer: JeecgBoot pages, with the optional fields the contract leaves optional. */
export interface PageLike<T> {
  records?: T[] | null;
  total?: number | null;
  size?: number;
  current?: number;
  pages?: number;
}

export type PageQuery = { pageNo?: number; pageSize?: number } & Record<string, unknown>;

export type ListFn<Q, T> = (
  query: Q & { pageNo: number; pageSize: number },
  options: CallOptions,
) => Promise<Page<T>>;

/** JeecgBoot's default page size. */
const DEFAULT_PAGE_SIZE = 10;

export async function* paginate<T, Q extends PageQuery = PageQuery>(
  listFn: ListFn<Q, T>,
  query: Q = {} as Q,
  options: CallOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  const pageSize = query.pageSize && query.pageSize > 0 ? query.pageSize : DEFAULT_PAGE_SIZE;
  let pageNo = query.pageNo && query.pageNo > 0 ? query.pageNo : 1;
  for (;;) {
    options.signal?.throwIfAborted();
    const page = await listFn({ ...query, pageNo, pageSize }, options);
    const records = Array.isArray(page?.records) ? page.records : [];
    yield { ...page, records, total: Number(page?.total ?? 0) };
    if (records.length === 0 || pageNo * pageSize >= Number(page?.total ?? 0)) return;
    pageNo += 1;
  }
}
