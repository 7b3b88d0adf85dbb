// The Quartz 7-part cron model: part names, modes and the state each part keeps while it is edited.

/** Parts in expression order; `day` edits both day-of-month and day-of-week, as the reference editor does. */
export type CronPartName = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** Modes of the plain numeric parts: `*`, `from-to`, `start/every`, `a,b,c`. */
export type NumericMode = 'every' | 'range' | 'step' | 'specific';

/**
 * Day modes, numbered as the editor's selector (widgets-spec §4 "Cron editor"):
 * 1 every day, 2 every n weekdays from a weekday (`w/n`), 3 every n days from day d (`d/n`), 4 specific weekdays,
 * 5 specific days, 6 last day of month (`L`), 7 last weekday of month (`LW`), 8 last given weekday (`wL`),
 * 9 n days before month end (`L-n`), 10 nearest weekday to day n (`nW`), 11 nth given weekday (`w#n`).
 * Modes 2, 4, 8 and 11 live in the week field (day `?`), the others in the day field (week `?`): see composeDay.
 */
export type DayMode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

export const DAY_MODES: readonly DayMode[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
export const NUMERIC_MODES: readonly NumericMode[] = ['every', 'range', 'step', 'specific'];

/** Every mode keeps its own inputs so that switching modes back and forth loses nothing the user typed. */
export interface NumericPart {
  mode: NumericMode;
  rangeFrom: number;
  rangeTo: number;
  stepStart: number;
  stepEvery: number;
  values: number[];
}

/** Weekdays are Quartz numbers: 1 Sunday ... 7 Saturday. */
export interface DayPart {
  mode: DayMode;
  weekStepStart: number;
  weekStepEvery: number;
  dayStepStart: number;
  dayStepEvery: number;
  weekdays: number[];
  days: number[];
  lastWeekday: number;
  daysBeforeEnd: number;
  nearestDay: number;
  nthWeekday: number;
  nth: number;
}

export interface CronModel {
  second: NumericPart;
  minute: NumericPart;
  hour: NumericPart;
  day: DayPart;
  month: NumericPart;
  year: NumericPart;
}

export type NumericPartName = Exclude<CronPartName, 'day'>;
export type NumericField = Exclude<keyof NumericPart, 'mode'>;
export type DayField = Exclude<keyof DayPart, 'mode'>;

/** A value that was moved into its bounds, with the reason to show beside the input. */
export interface CronNotice {
  part: CronPartName;
  field: string;
  message: string;
}
