// Auto column widths by the hooks' rules (widest text + 20px, capped at 500 then ellipsised), measured on a canvas.
import {
  autoColumnWidth,
  COLUMN_PADDING,
  estimateTextWidth,
  popupShownText,
  type ColumnWidth,
  type Row,
} from '@clinic/hooks';
import type { ListColumn } from './list-page-types';

const FONT =
  '14px -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
const cache = new Map<string, number>();
let context: CanvasRenderingContext2D | null | undefined;

function measure(text: string): number | undefined {
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
    if (context) context.font = FONT;
  }
  if (!context) return undefined;
  // Measured by shape: every digit as 0 (as wide as any digit in the console's fonts, exactly so where digits are
  // tabular) and every CJK ideograph as 中 (all full-width), so a 1,000-row page of names, dates and numbers
  // measures a handful of shapes instead of every cell, and a column is never narrower than its text.
  const shape = text.replace(/[0-9]/g, '0').replace(/[\u4e00-\u9fff]/g, '中');
  let width = cache.get(shape);
  if (width === undefined) {
    width = Math.ceil(context.measureText(shape).width);
    if (cache.size > 5000) cache.clear();
    cache.set(shape, width);
  }
  return width;
}

/** The text a cell shows: the dictionary translation for dictionary columns. */
export function cellText<R extends Row>(column: ListColumn<R>, row: R): string {
  const value = column.dict ? (row[`${column.key}_dictText`] ?? row[column.key]) : row[column.key];
  if (column.yesNo && typeof value === 'boolean') return value ? '是' : '否';
  return value === null || value === undefined ? '' : String(value);
}

const textWidth = (text: string) => measure(text) ?? estimateTextWidth(text);

/** Header text gets room for the sort mark. */
const SORT_MARK = 18;
/** The cell's right border and sub-pixel rounding, on top of the rule's 20px: without them a four-character title
 * such as 单次剂量 measured to the pixel ellipsises by one pixel. */
const CELL_CHROME = 2;
/** ColorTag's side padding and border (px-1.5, 1px each side). */
const TAG_CHROME = 14;

export function columnWidths<R extends Row>(
  columns: readonly ListColumn<R>[],
  rows: readonly R[],
): Record<string, ColumnWidth> {
  const widths: Record<string, ColumnWidth> = {};
  for (const column of columns) {
    if (column.width !== undefined) {
      widths[column.key] = { width: column.width, ellipsis: true };
      continue;
    }
    const auto = autoColumnWidth({
      title: column.title,
      // a column cut at a number of characters is as wide as its cut text
      values: rows.map((row) =>
        column.maxChars === undefined
          ? cellText(column, row)
          : popupShownText(cellText(column, row), column.maxChars),
      ),
      measure: textWidth,
    });
    // The sort mark sits in the header only: it needs room beside the title, not beside cells already wider.
    const header = column.sortable ? textWidth(column.title) + COLUMN_PADDING + CELL_CHROME + SORT_MARK : 0;
    // A dictionary value may show as a coloured tag, whose padding and border come on top of its text.
    const cell = auto.width + CELL_CHROME + (column.dictCode ? TAG_CHROME : 0);
    widths[column.key] = { ...auto, width: Math.max(cell, 60, header) };
  }
  return widths;
}
