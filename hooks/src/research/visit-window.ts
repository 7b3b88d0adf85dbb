// How a scheduled visit form states when it is due: the due date and its window (窗口期), in Chinese.

export interface ScheduledVisit {
  dueDate?: string | null;
  windowStart?: string | null;
  windowEnd?: string | null;
}

/** `计划 2026-11-30（窗口期 2026-11-27 至 2026-12-03）`; a window of the due day alone is not repeated; null unscheduled. */
export function visitWindowText(form: ScheduledVisit): string | null {
  if (!form.dueDate) return null;
  const start = form.windowStart ?? form.dueDate;
  const end = form.windowEnd ?? form.dueDate;
  if (start === form.dueDate && end === form.dueDate) return `计划 ${form.dueDate}`;
  return `计划 ${form.dueDate}（窗口期 ${start} 至 ${end}）`;
}

/** A plan visit's window in days around its day: `−3 / +3 天`, `0 / +3 天` (no minus before nothing), `当天` for none. */
export function planWindowText(before: unknown, after: unknown): string {
  const days = (v: unknown) => (v === null || v === undefined || v === '' ? 0 : Number(v));
  const b = days(before);
  const a = days(after);
  if (b === 0 && a === 0) return '当天';
  return `${b === 0 ? '0' : `−${b}`} / ${a === 0 ? '0' : `+${a}`} 天`;
}
