// Quartz expression → model: each part read back into its editor mode; empty text gives the defaults.

import { CRON_BOUNDS, clampList, clampNumber, type Bound } from './cron-bounds.js';
import { createDefaultModel } from './cron-defaults.js';
import { PART_LABELS, cronMessages } from './cron-messages.js';
import type { CronModel, CronNotice, CronPartName, DayPart, NumericPart } from './cron-types.js';

export class CronParseError extends Error {
  override readonly name = 'CronParseError';
}

export interface ParsedCron {
  model: CronModel;
  /** Values the editor's bounds moved or dropped, with the reason (e.g. a year before 2019). */
  notices: CronNotice[];
}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Quartz names (JAN, MON...) become numbers: months 1-12, weekdays 1 (SUN) to 7 (SAT). */
function replaceNames(text: string, names: readonly string[]): string {
  return text.toUpperCase().replace(/[A-Z]{3}/g, (word) => {
    const index = names.indexOf(word);
    return index < 0 ? word : String(index + 1);
  });
}

/** Quartz's own legal range of each part: wider than the editor's bounds, which then clamp with a notice. */
const LEGAL: Record<Exclude<CronPartName, 'day'>, [number, number]> = {
  second: [0, 59],
  minute: [0, 59],
  hour: [0, 23],
  month: [1, 12],
  year: [1970, 2199],
};

function legalBound(part: CronPartName, field: string): Bound {
  if (part === 'day') return CRON_BOUNDS.day[field]!;
  const [min, max] = LEGAL[part];
  if (field !== 'stepEvery') return { min, max };
  // The editor lets the month step be 0 (spec); the fire-time evaluator reads `m/0` as the single month m.
  return part === 'month' ? { min: 0, max: 12 } : { min: 1, max: max - min + 1 };
}

class PartReader {
  readonly notices: CronNotice[] = [];
  /** `clamp` applies the editor's bounds with notices; without it only Quartz's legal ranges are enforced. */
  constructor(readonly clamp: boolean) {}

  fail(part: CronPartName | 'week', text: string): never {
    throw new CronParseError(cronMessages.badPart(part === 'week' ? '周' : PART_LABELS[part], text));
  }

  int(part: CronPartName, field: string, text: string | undefined): number {
    if (text === undefined || !/^\d{1,4}$/.test(text)) this.fail(part, text ?? '');
    if (!this.clamp) {
      const { min, max } = legalBound(part, field);
      const number = Number(text);
      if (number < min || number > max) this.fail(part, text);
      return number;
    }
    const { value, notice } = clampNumber(part, field, Number(text));
    if (notice) this.notices.push(notice);
    return value;
  }

  /** A step `a/b` (a star for `a` means `lowest`) as [start, every]; null when the text is not a step. */
  step(part: CronPartName, text: string, fields: [string, string], lowest: number): [number, number] | null {
    const match = /^(\*|\d{1,4})\/(\d{1,4})$/.exec(text);
    if (!match) return null;
    const start = match[1] === '*' ? String(lowest) : match[1];
    return [this.int(part, fields[0], start), this.int(part, fields[1], match[2])];
  }

  /** Expands `a,b-c,d-e/f` into the listed values; ranges may wrap (22-2), as Quartz allows. */
  list(
    part: CronPartName,
    field: string,
    text: string,
    min: number,
    max: number,
    errorPart: CronPartName | 'week' = part,
  ): number[] {
    const values: number[] = [];
    for (const item of text.split(',')) {
      const match = /^(\d{1,4})(?:-(\d{1,4})(?:\/(\d{1,4}))?)?$/.exec(item);
      if (!match) this.fail(errorPart, text);
      const from = Number(match[1]);
      const to = match[2] === undefined ? from : Number(match[2]);
      const step = match[3] === undefined ? 1 : Number(match[3]);
      if (step < 1 || from < min || from > max || to < min || to > max) this.fail(errorPart, text);
      const span = to >= from ? to - from : max - min + 1 - (from - to);
      for (let offset = 0; offset <= span; offset += step)
        values.push(((from - min + offset) % (max - min + 1)) + min);
    }
    if (!this.clamp) return [...new Set(values)].sort((a, b) => a - b);
    const { value, notices } = clampList(part, field, values);
    this.notices.push(...notices);
    return value;
  }
}

function readNumeric(
  reader: PartReader,
  name: Exclude<CronPartName, 'day'>,
  text: string,
  base: NumericPart,
): NumericPart {
  const [min, max] = LEGAL[name];
  if (text === '*') return { ...base, mode: 'every' };
  // `*/n` starts at the part's lowest editor value (exact for all parts but the year, where Quartz counts from 1970).
  const step = reader.step(
    name,
    text,
    ['stepStart', 'stepEvery'],
    name === 'year' && reader.clamp ? 2019 : min,
  );
  if (step) return { ...base, mode: 'step', stepStart: step[0], stepEvery: step[1] };
  const range = /^(\d{1,4})-(\d{1,4})$/.exec(text);
  if (range) {
    return {
      ...base,
      mode: 'range',
      rangeFrom: reader.int(name, 'rangeFrom', range[1]),
      rangeTo: reader.int(name, 'rangeTo', range[2]),
    };
  }
  return { ...base, mode: 'specific', values: reader.list(name, 'values', text, min, max) };
}

function readDayOfMonth(reader: PartReader, text: string, base: DayPart): DayPart {
  if (text === '*') return { ...base, mode: 1 };
  if (text === 'L') return { ...base, mode: 6 };
  if (text === 'LW') return { ...base, mode: 7 };
  const beforeEnd = /^L-(\d{1,2})$/.exec(text);
  if (beforeEnd) return { ...base, mode: 9, daysBeforeEnd: reader.int('day', 'daysBeforeEnd', beforeEnd[1]) };
  const nearest = /^(\d{1,2})W$/.exec(text);
  if (nearest) return { ...base, mode: 10, nearestDay: reader.int('day', 'nearestDay', nearest[1]) };
  const step = reader.step('day', text, ['dayStepStart', 'dayStepEvery'], 1);
  if (step) return { ...base, mode: 3, dayStepStart: step[0], dayStepEvery: step[1] };
  return { ...base, mode: 5, days: reader.list('day', 'days', text, 1, 31) };
}

function readDayOfWeek(reader: PartReader, raw: string, base: DayPart): DayPart {
  const text = replaceNames(raw, WEEKDAY_NAMES);
  if (text === '*') return { ...base, mode: 1 };
  // A bare `L` in the week part means its last day: Saturday.
  if (text === 'L') return { ...base, mode: 4, weekdays: [7] };
  const last = /^(\d)L$/.exec(text);
  if (last) return { ...base, mode: 8, lastWeekday: reader.int('day', 'lastWeekday', last[1]) };
  const nth = /^(\d)#(\d)$/.exec(text);
  if (nth)
    return {
      ...base,
      mode: 11,
      nthWeekday: reader.int('day', 'nthWeekday', nth[1]),
      nth: reader.int('day', 'nth', nth[2]),
    };
  const step = reader.step('day', text, ['weekStepStart', 'weekStepEvery'], 1);
  if (step) return { ...base, mode: 2, weekStepStart: step[0], weekStepEvery: step[1] };
  if (!/^[\d,\-/]+$/.test(text)) reader.fail('week', raw);
  return { ...base, mode: 4, weekdays: reader.list('day', 'weekdays', text, 1, 7, 'week') };
}

/** Quartz wants exactly one of the two day fields to be `?`; `*` against a restriction is read leniently too. */
function readDay(reader: PartReader, dayText: string, weekText: string, base: DayPart): DayPart {
  const dayOpen = dayText === '?' || dayText === '*';
  const weekOpen = weekText === '?' || weekText === '*';
  if (dayText === '?' && weekText === '?') throw new CronParseError(cronMessages.dayAndWeek);
  if (!dayOpen && !weekOpen) throw new CronParseError(cronMessages.dayAndWeek);
  if (weekOpen)
    return dayText === '?' ? { ...base, mode: 1 } : readDayOfMonth(reader, dayText.toUpperCase(), base);
  return readDayOfWeek(reader, weekText, base);
}

export interface ParseCronOptions {
  /** Default true: the editor's bounds apply. False keeps every legal Quartz value (for fire times). */
  clamp?: boolean;
}

/** Throws CronParseError (a Chinese message) for text that is not a Quartz expression the editor can show. */
export function parseCron(expression: string, options: ParseCronOptions = {}): ParsedCron {
  const defaults = createDefaultModel();
  const text = expression.trim();
  if (text === '') return { model: defaults, notices: [] };
  const parts = text.split(/\s+/);
  if (parts.length !== 6 && parts.length !== 7) throw new CronParseError(cronMessages.partCount);
  const [second, minute, hour, day, month, week, year = '*'] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  const reader = new PartReader(options.clamp ?? true);
  const model: CronModel = {
    second: readNumeric(reader, 'second', second, defaults.second),
    minute: readNumeric(reader, 'minute', minute, defaults.minute),
    hour: readNumeric(reader, 'hour', hour, defaults.hour),
    day: readDay(reader, day, week, defaults.day),
    month: readNumeric(reader, 'month', replaceNames(month, MONTH_NAMES), defaults.month),
    year: readNumeric(reader, 'year', year, defaults.year),
  };
  return { model, notices: reader.notices };
}

export type SafeParsedCron = ({ ok: true } & ParsedCron) | { ok: false; message: string };

export function safeParseCron(expression: string, options: ParseCronOptions = {}): SafeParsedCron {
  try {
    return { ok: true, ...parseCron(expression, options) };
  } catch (error) {
    if (error instanceof CronParseError) return { ok: false, message: error.message };
    throw error;
  }
}
