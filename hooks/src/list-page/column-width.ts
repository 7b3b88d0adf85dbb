// Column width rules: auto width from the widest content plus 20px padding, capped at 500 and then ellipsised;
// text ellipsis by display length (25 by default) where a full-width character counts 2.

export const COLUMN_PADDING = 20;
export const COLUMN_MAX_WIDTH = 500;
export const ELLIPSIS_LENGTH = 25;

/** Full-width (CJK, full-width forms) counts 2, like the original's `charCode > 128`. */
function charLength(char: string): number {
  return (char.codePointAt(0) ?? 0) <= 128 ? 1 : 2;
}

export function displayLength(text: string): number {
  let total = 0;
  for (const char of text) total += charLength(char);
  return total;
}

/** Keeps whole characters up to `length` display units and appends the tail when anything was cut. */
export function ellipsis(text: string, length = ELLIPSIS_LENGTH, tail = '...'): string {
  if (length < 0 || displayLength(text) <= length) return text;
  let shown = 0;
  let out = '';
  for (const char of text) {
    shown += charLength(char);
    if (shown > length) break;
    out += char;
  }
  return out + tail;
}

/** A width estimate without a DOM: a full-width glyph is one font size wide, a half-width one about 0.6. */
export function estimateTextWidth(text: string, fontSize = 14): number {
  let width = 0;
  for (const char of text) width += charLength(char) === 2 ? fontSize : fontSize * 0.6;
  return Math.ceil(width);
}

export interface ColumnWidthInput {
  title: string;
  values: readonly (string | number | null | undefined)[];
  /** Real text measurement (canvas) where the UI has one; the estimate otherwise. */
  measure?: (text: string) => number;
  padding?: number;
  maxWidth?: number;
}

export interface ColumnWidth {
  width: number;
  /** True when the content is wider than the cap, so cells must ellipsise. */
  ellipsis: boolean;
}

export function autoColumnWidth(input: ColumnWidthInput): ColumnWidth {
  const measure = input.measure ?? ((text: string) => estimateTextWidth(text));
  const padding = input.padding ?? COLUMN_PADDING;
  const maxWidth = input.maxWidth ?? COLUMN_MAX_WIDTH;
  let widest = measure(input.title);
  for (const value of input.values) {
    if (value === null || value === undefined) continue;
    widest = Math.max(widest, measure(String(value)));
  }
  const natural = widest + padding;
  return natural > maxWidth ? { width: maxWidth, ellipsis: true } : { width: natural, ellipsis: false };
}

/** The narrowest a column is squeezed to when its table would overflow (its text then ellipsises). */
export const COLUMN_FIT_MIN = 96;

/**
 * Squeezes columns so a table fits `available` px instead of running under its sticky 操作 column: every column
 * not in `fixed` gives up width in proportion to what it has above the floor, so long text shrinks first and
 * short columns keep theirs. Unchanged when the table fits; floored (and the table scrolls) when even that cannot.
 */
export function fitColumnWidths(
  widths: Readonly<Record<string, ColumnWidth>>,
  available: number,
  fixed: ReadonlySet<string> = new Set(),
  min: number = COLUMN_FIT_MIN,
): Record<string, ColumnWidth> {
  const keys = Object.keys(widths);
  const total = keys.reduce((sum, key) => sum + widths[key]!.width, 0);
  if (!(available > 0) || total <= available) return { ...widths };
  const slack = keys
    .filter((key) => !fixed.has(key))
    .reduce((sum, key) => sum + Math.max(0, widths[key]!.width - min), 0);
  if (slack <= 0) return { ...widths };
  const share = Math.min(1, (total - available) / slack);
  const out: Record<string, ColumnWidth> = {};
  for (const key of keys) {
    const { width, ellipsis } = widths[key]!;
    const give = fixed.has(key) ? 0 : Math.ceil(Math.max(0, width - min) * share);
    out[key] = give > 0 ? { width: width - give, ellipsis: true } : { width, ellipsis };
  }
  return out;
}
