// How many entries of a bar fit its width in order, the rest going under a 更多 trigger (the overflow rule of
// horizontal menus).

/**
 * The count of `widths` (each entry with its gap), taken in order, shown in `available` px: all of them when they fit,
 * else as many as fit beside a trigger of `moreWidth`. A bar not measured yet (no width) shows all.
 */
export function fitItems(widths: readonly number[], available: number, moreWidth: number): number {
  if (!(available > 0)) return widths.length;
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
