// The one reading of `pageNo`/`pageSize` (bounded, capped) and the page shape every list answers with.
export const MAX_PAGE_SIZE = 1000;

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

export interface Page<T = Record<string, unknown>> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** Present (true) when `total` is the database's estimate: exact counting stopped at a bound (list.ts). */
  totalEstimated?: boolean;
}

/** A positive whole number of at most 9 digits (the first of repeated parameters), else the fallback. */
function positiveInt(value: unknown, fallback: number): number {
  const v = Array.isArray(value) ? value[0] : value;
  const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(String(v ?? '').trim()) ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback;
}

export function paging(
  query: Record<string, unknown>,
  { max = MAX_PAGE_SIZE, defaultSize = 10 }: { max?: number; defaultSize?: number } = {},
): Paging {
  const pageNo = positiveInt(query.pageNo, 1);
  const pageSize = Math.min(positiveInt(query.pageSize, defaultSize), max);
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export function page<T>(records: T[], total: number, p: Pick<Paging, 'pageNo' | 'pageSize'>): Page<T> {
  return { records, total, size: p.pageSize, current: p.pageNo, pages: Math.ceil(total / p.pageSize) };
}
