// Walks list pages the way the server serves them (its `size` and `pages`, not the size asked for), as pages or records.
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
) => Promise<PageLike<T>>;

/** A generated list method (`client.patient.patientList`): called with `{ query }` and the call options. */
export type PagedOperation<A, T> = ((args: A, options?: CallOptions) => Promise<PageLike<T>>) & {
  readonly operationId: string;
};

/** Pages with `for await`, records with `items()`, a bounded array with `toArray({ limit })`. */
export interface PageIterator<T> extends AsyncIterable<Page<T>> {
  [Symbol.asyncIterator](): AsyncGenerator<Page<T>, void, undefined>;
  /** Every record of every page, fetching a page only when the previous one is used up. */
  items(): AsyncGenerator<T, void, undefined>;
  /** The first `limit` records (fewer when the list is shorter); no page beyond them is fetched. */
  toArray(options: { limit: number }): Promise<T[]>;
}

/** JeecgBoot's default page size. */
const DEFAULT_PAGE_SIZE = 10;

const positive = (n: unknown): number | undefined =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : undefined;

async function* walk<T>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<PageLike<T>>,
  first: { pageNo?: number; pageSize?: number },
  signal: AbortSignal | undefined,
): AsyncGenerator<Page<T>, void, undefined> {
  let pageSize = positive(first.pageSize) ?? DEFAULT_PAGE_SIZE;
  let pageNo = positive(first.pageNo) ?? 1;
  for (;;) {
    signal?.throwIfAborted();
    const page = await fetchPage(pageNo, pageSize);
    const records = Array.isArray(page?.records) ? page.records : [];
    const total = Number(page?.total ?? 0);
    yield { ...page, records, total };
    if (records.length === 0) return;
    // The server may serve fewer than asked (ours caps at 1000): what it served is the size its pages count in.
    let served = positive(page?.size);
    if (served === undefined && pageNo === 1 && records.length < pageSize && total > records.length) {
      served = records.length;
    }
    served ??= pageSize;
    const pages = positive(page?.pages) ?? (total > 0 ? Math.ceil(total / served) : undefined);
    if (pages !== undefined ? pageNo >= pages : records.length < served) return;
    pageSize = served;
    pageNo += 1;
  }
}

function iterator<T>(pages: () => AsyncGenerator<Page<T>, void, undefined>): PageIterator<T> {
  async function* items() {
    for await (const page of pages()) yield* page.records;
  }
  return {
    [Symbol.asyncIterator]: pages,
    items,
    async toArray({ limit }) {
      if (!Number.isInteger(limit) || limit < 0) throw new RangeError('toArray needs a limit >= 0');
      const out: T[] = [];
      if (limit === 0) return out;
      for await (const item of items()) {
        out.push(item);
        if (out.length >= limit) break;
      }
      return out;
    },
  };
}

const isOperation = (fn: unknown): fn is PagedOperation<unknown, unknown> =>
  typeof fn === 'function' && typeof (fn as { operationId?: unknown }).operationId === 'string';

type QueryOf<A> = A extends { query?: infer Q } ? NonNullable<Q> : never;

/**
 * Pages of a list operation, from `query.pageNo` (default 1) in pages of `query.pageSize` (default 10) until the
 * server's `pages` (or `total`) is reached or a page comes back empty. Either a generated list method with its
 * arguments, `paginate(client.patient.patientList, { query: { pageSize: 500 } })`, or a function of the query.
 */
export function paginate<A extends { query?: object }, T>(
  method: PagedOperation<A, T>,
  args?: A & { query?: QueryOf<A> & { pageNo?: number; pageSize?: number } },
  options?: CallOptions,
): PageIterator<T>;
export function paginate<T, Q extends PageQuery = PageQuery>(
  listFn: ListFn<Q, T>,
  query?: Q,
  options?: CallOptions,
): PageIterator<T>;
export function paginate(
  fn: ListFn<PageQuery, unknown> | PagedOperation<{ query?: PageQuery }, unknown>,
  argsOrQuery: { query?: PageQuery } | PageQuery = {},
  options: CallOptions = {},
): PageIterator<unknown> {
  if (isOperation(fn)) {
    const args = (argsOrQuery ?? {}) as { query?: PageQuery };
    const query = args.query ?? {};
    return iterator(() =>
      walk(
        (pageNo, pageSize) => fn({ ...args, query: { ...query, pageNo, pageSize } }, options),
        query,
        options.signal,
      ),
    );
  }
  const query = (argsOrQuery ?? {}) as PageQuery;
  const listFn = fn as ListFn<PageQuery, unknown>;
  return iterator(() =>
    walk((pageNo, pageSize) => listFn({ ...query, pageNo, pageSize }, options), query, options.signal),
  );
}
