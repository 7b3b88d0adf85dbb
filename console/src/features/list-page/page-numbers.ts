// Which page buttons the pager shows: first, last, the current one with two neighbours, gaps as ellipses.
export type PageItem = number | 'gap-left' | 'gap-right';

export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 2, pages - 5));
  const end = Math.min(pages - 1, Math.max(current + 2, 6));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-left');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < pages - 1) items.push('gap-right');
  items.push(pages);
  return items;
}
