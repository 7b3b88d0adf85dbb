// Shapes every picker shares: a page of rows, the query a table picker sends, the outcome of confirm.

import type { Row, SortOrder } from '../list-page/list-types.js';
import { normalizeListResult } from '../list-page/sdk-list-transport.js';

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

/** Accepts the two shapes the spec allows: an array, or `{records, total}` (the list pages' rule). */
export function toPickerPage(result: unknown): PickerPage {
  return normalizeListResult(result);
}
