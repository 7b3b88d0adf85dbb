// Numeric bounds of every editable cron field (widgets-spec §5 "Cron editor numeric bounds") and clamping with a reason.

import { cronMessages } from './cron-messages.js';
import type { CronNotice, CronPartName } from './cron-types.js';

export interface Bound {
  min: number;
  max: number;
}

const SECOND = { min: 0, max: 59 };
const MINUTE = { min: 0, max: 59 };
const HOUR = { min: 0, max: 23 };
const DAY = { min: 1, max: 31 };
const WEEKDAY = { min: 1, max: 7 };
const MONTH = { min: 1, max: 12 };
const YEAR = { min: 2019, max: 2119 };

/**
 * Straight from the spec where it speaks; where it is silent the field's own range is used, and a step of 0
 * (which schedules nothing) is excluded, except for the month step the spec explicitly allows as 0-12.
 */
export const CRON_BOUNDS: Record<CronPartName, Record<string, Bound>> = {
  // "range 1-59 to 0-59": the reference editor's from-field starts at 1.
  second: {
    rangeFrom: { min: 1, max: 59 },
    rangeTo: SECOND,
    stepStart: SECOND,
    stepEvery: { min: 1, max: 59 },
    values: SECOND,
  },
  minute: {
    rangeFrom: MINUTE,
    rangeTo: MINUTE,
    stepStart: MINUTE,
    stepEvery: { min: 1, max: 60 },
    values: MINUTE,
  },
  hour: { rangeFrom: HOUR, rangeTo: HOUR, stepStart: HOUR, stepEvery: { min: 1, max: 23 }, values: HOUR },
  day: {
    weekStepStart: WEEKDAY,
    weekStepEvery: WEEKDAY,
    dayStepStart: DAY,
    dayStepEvery: DAY,
    weekdays: WEEKDAY,
    days: DAY,
    lastWeekday: WEEKDAY,
    // Quartz accepts L-0 .. L-30.
    daysBeforeEnd: { min: 1, max: 30 },
    nearestDay: DAY,
    nthWeekday: WEEKDAY,
    nth: { min: 1, max: 5 },
  },
  month: {
    rangeFrom: MONTH,
    rangeTo: MONTH,
    stepStart: MONTH,
    stepEvery: { min: 0, max: 12 },
    values: MONTH,
  },
  year: { rangeFrom: YEAR, rangeTo: YEAR, stepStart: YEAR, stepEvery: { min: 1, max: 99 }, values: YEAR },
};

export function boundOf(part: CronPartName, field: string): Bound {
  const bound = CRON_BOUNDS[part][field];
  if (!bound) throw new Error(`unknown cron field ${part}.${field}`);
  return bound;
}

/** Moves one number into its bound; the notice says why, for the UI to show beside the input. */
export function clampNumber(
  part: CronPartName,
  field: string,
  value: number,
): { value: number; notice?: CronNotice } {
  const { min, max } = boundOf(part, field);
  if (!Number.isFinite(value))
    return {
      value: min,
      notice: { part, field, message: cronMessages.outOfBounds(part, field, min, max, min) },
    };
  const whole = Math.round(value);
  const clamped = Math.min(max, Math.max(min, whole));
  if (clamped !== value) {
    const message =
      whole === value || clamped !== whole
        ? cronMessages.outOfBounds(part, field, min, max, clamped)
        : cronMessages.notInteger(part, field, clamped);
    return { value: clamped, notice: { part, field, message } };
  }
  return { value };
}

/** Specific-value selections: out-of-bound entries are dropped (not moved, which would select something unasked). */
export function clampList(
  part: CronPartName,
  field: string,
  values: readonly number[],
): { value: number[]; notices: CronNotice[] } {
  const { min, max } = boundOf(part, field);
  const notices: CronNotice[] = [];
  const kept = new Set<number>();
  for (const value of values) {
    if (Number.isInteger(value) && value >= min && value <= max) kept.add(value);
    else notices.push({ part, field, message: cronMessages.droppedValue(part, value, min, max) });
  }
  return { value: [...kept].sort((a, b) => a - b), notices };
}
