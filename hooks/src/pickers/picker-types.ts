// Shapes every picker shares: a page of rows, the query a table picker sends, the outcome of confirm.

import type { Row, SortOrder } from '../list-page/list-types.js';

export type { Row, SortOrder };

export interface PickerPage {
  records: Row[];
  total: number;
}

export interface PickerSort {
  column: string;
  order: SortOrder;
}

export interface PickerQuery {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: SortOrder;
  /** Filter values the user typed or picked; empty ones are left out. */
  filters: Record<string, string>;
}

export type PickerLoader = (query: PickerQuery, signal?: AbortSignal) => Promise<PickerPage>;

export type ConfirmResult = { ok: true; rows: Row[] } | { ok: false; message: string };

/** Accepts the two shapes the spec allows: an array, or `{records, total}`. */
export function toPickerPage(result: unknown): PickerPage {
  if (Array.isArray(result)) return { records: result as Row[], total: result.length };
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records)) {
    const page = result as { records: Row[]; total?: unknown };
    return {
      records: page.records,
      total: typeof page.total === 'number' ? page.total : page.records.length,
    };
  }
  return { records: [], total: 0 };
}
