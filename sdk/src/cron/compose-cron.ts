// Model → Quartz expression: seconds minutes hours day-of-month month day-of-week year.

import { boundOf } from './cron-bounds.js';
import type { CronModel, CronPartName, DayPart, NumericPart } from './cron-types.js';

/** Quartz has no empty list: an empty selection composes as the part's lowest value rather than an invalid field. */
function list(part: CronPartName, field: string, values: readonly number[]): string {
  if (values.length === 0) return String(boundOf(part, field).min);
  return [...new Set(values)].sort((a, b) => a - b).join(',');
}

export function composeNumeric(name: CronPartName, part: NumericPart): string {
  switch (part.mode) {
    case 'every':
      return '*';
    case 'range':
      return `${part.rangeFrom}-${part.rangeTo}`;
    case 'step':
      return `${part.stepStart}/${part.stepEvery}`;
    case 'specific':
      return list(name, 'values', part.values);
  }
}

/**
 * The `?` rules: modes 1, 3, 5-7, 9, 10 set the week to `?`; modes 2, 4, 8, 11 set the day to `?`.
 * The spec lists mode 8 with those that set the week to `?`, but "last given weekday" (`6L`) exists only in the
 * week part, so `? * 6L` is the only valid Quartz form; issue 6 asks for exactly `0 30 8 ? * 6L *`.
 */
export function composeDay(day: DayPart): [dayOfMonth: string, dayOfWeek: string] {
  switch (day.mode) {
    case 1:
      return ['*', '?'];
    case 2:
      return ['?', `${day.weekStepStart}/${day.weekStepEvery}`];
    case 3:
      return [`${day.dayStepStart}/${day.dayStepEvery}`, '?'];
    case 4:
      return ['?', list('day', 'weekdays', day.weekdays)];
    case 5:
      return [list('day', 'days', day.days), '?'];
    case 6:
      return ['L', '?'];
    case 7:
      return ['LW', '?'];
    case 8:
      return ['?', `${day.lastWeekday}L`];
    case 9:
      return [`L-${day.daysBeforeEnd}`, '?'];
    case 10:
      return [`${day.nearestDay}W`, '?'];
    case 11:
      return ['?', `${day.nthWeekday}#${day.nth}`];
  }
}

export function composeCron(model: CronModel): string {
  const [dayOfMonth, dayOfWeek] = composeDay(model.day);
  return [
    composeNumeric('second', model.second),
    composeNumeric('minute', model.minute),
    composeNumeric('hour', model.hour),
    dayOfMonth,
    composeNumeric('month', model.month),
    dayOfWeek,
    composeNumeric('year', model.year),
  ].join(' ');
}
