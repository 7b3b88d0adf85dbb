// The date picker's rules without a UI (widgets-spec 9): values are text in YYYY-MM-DD, YYYY-MM-DD HH:mm:ss (24 h) or
// HH:mm:ss whatever the browser's locale; the calendar's weeks start on Monday.

export type DateKind = 'date' | 'datetime' | 'time';

export const DATE_FORMATS: Record<DateKind, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
};

/** Column headers of the calendar, Monday first. */
export const WEEK_HEADERS = ['一', '二', '三', '四', '五', '六', '日'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDay(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function realDay(y: number, m: number, d: number): boolean {
  const date = new Date(y, m - 1, d);
  return y >= 1000 && date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/**
 * Typed text as the kind's canonical value; '' for empty; null when it is no such date or time. Single-digit parts
 * and `/` or `.` separators are accepted (2026/1/5 → 2026-01-05); a datetime without seconds gets :00.
 */
export function parseDateText(text: string, kind: DateKind): string | null {
  const t = text.trim();
  if (t === '') return '';
  const date = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/;
  const timeOf = (m: RegExpExecArray) => {
    const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
    return h <= 23 && mi <= 59 && s <= 59 ? `${pad(h)}:${pad(mi)}:${pad(s)}` : null;
  };
  if (kind === 'time') {
    const m = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(t);
    return m ? timeOf(m) : null;
  }
  const d = date.exec(t);
  if (!d || !realDay(Number(d[1]), Number(d[2]), Number(d[3]))) return null;
  const day = formatDay(Number(d[1]), Number(d[2]), Number(d[3]));
  const rest = t.slice(d[0].length).trim();
  if (kind === 'date') return rest === '' ? day : null;
  if (rest === '') return `${day} 00:00:00`;
  const tm = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(rest.replace(/^T/, ''));
  const clock = tm ? timeOf(tm) : null;
  return clock ? `${day} ${clock}` : null;
}

export interface CalendarDay {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  inMonth: boolean;
}

/** Six Monday-first weeks covering the month (`month` 1-12). */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const first = new Date(year, month - 1, 1);
  const offset = (first.getDay() + 6) % 7; // Monday 0 ... Sunday 6
  const weeks: CalendarDay[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      const d = new Date(year, month - 1, 1 - offset + w * 7 + i);
      week.push({
        date: formatDay(d.getFullYear(), d.getMonth() + 1, d.getDate()),
        day: d.getDate(),
        inMonth: d.getMonth() === month - 1,
      });
    }
    weeks.push(week);
  }
  return weeks;
}

/** Moves a (year, month) by `delta` months. */
export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Now as the kind's value (local clock). */
export function nowValue(kind: DateKind, at: Date = new Date()): string {
  const day = formatDay(at.getFullYear(), at.getMonth() + 1, at.getDate());
  const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  return kind === 'date' ? day : kind === 'time' ? clock : `${day} ${clock}`;
}

/** The calendar keys: arrows move a day or a week, Home/End to the week's Monday/Sunday, PageUp/PageDown a month (with Shift a year). */
export type CalendarKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const CALENDAR_KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export function isCalendarKey(key: string): key is CalendarKey {
  return CALENDAR_KEYS.has(key);
}

/**
 * The day the calendar's focus moves to from `date` (YYYY-MM-DD) on `key`. A month or year move keeps the day of
 * the month, or the month's last day when it is shorter (01-31 → 02-28).
 */
export function moveCalendarDay(date: string, key: CalendarKey, shift = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = (days: number) => {
    const next = new Date(y, m - 1, d + days);
    return formatDay(next.getFullYear(), next.getMonth() + 1, next.getDate());
  };
  const weekday = (new Date(y, m - 1, d).getDay() + 6) % 7; // Monday 0
  switch (key) {
    case 'ArrowLeft':
      return at(-1);
    case 'ArrowRight':
      return at(1);
    case 'ArrowUp':
      return at(-7);
    case 'ArrowDown':
      return at(7);
    case 'Home':
      return at(-weekday);
    case 'End':
      return at(6 - weekday);
    case 'PageUp':
    case 'PageDown': {
      const months = (key === 'PageUp' ? -1 : 1) * (shift ? 12 : 1);
      const target = addMonths(y, m, months);
      const last = new Date(target.year, target.month, 0).getDate();
      return formatDay(target.year, target.month, Math.min(d, last));
    }
  }
}
