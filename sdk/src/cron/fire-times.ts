// Next fire times of a Quartz expression, in local time, evaluated on our own model.
//
// cron-parser 5 knows neither `W`, `LW`, `L-n` nor the year part, and numbers weekdays from 0, so converting
// would cover only part of what the editor composes; one evaluator over the model covers all eleven day modes.
// The tests compare it with cron-parser on every expression cron-parser can read.

import type { CronModel, DayPart, NumericPart } from './cron-types.js';
import { parseCron } from './parse-cron.js';

/** Quartz stops at 2199; nothing is searched beyond. */
const LAST_YEAR = 2199;

function steps(start: number, every: number, max: number): number[] {
  if (every <= 0) return [start];
  const out: number[] = [];
  for (let v = start; v <= max; v += every) out.push(v);
  return out;
}

/** Ranges may wrap past the end (hours 22-2 means 22, 23, 0, 1, 2), as in Quartz. */
function rangeValues(from: number, to: number, min: number, max: number): number[] {
  if (from <= to) return steps(from, 1, to);
  return [...steps(from, 1, max), ...steps(min, 1, to)];
}

function partMatcher(part: NumericPart, min: number, max: number): (value: number) => boolean {
  let values: number[];
  switch (part.mode) {
    case 'every':
      return () => true;
    case 'range':
      values = rangeValues(part.rangeFrom, part.rangeTo, min, max);
      break;
    case 'step':
      values = steps(part.stepStart, part.stepEvery, max);
      break;
    case 'specific':
      values = part.values.length ? part.values : [min];
      break;
  }
  const set = new Set(values);
  return (value) => set.has(value);
}

function sortedValues(part: NumericPart, min: number, max: number): number[] {
  const matches = partMatcher(part, min, max);
  return steps(min, 1, max).filter(matches);
}

const daysIn = (year: number, month: number) => new Date(year, month, 0).getDate();
/** Quartz weekday: 1 Sunday ... 7 Saturday. */
const weekdayOf = (year: number, month: number, day: number) => new Date(year, month - 1, day).getDay() + 1;
const isWorkday = (weekday: number) => weekday >= 2 && weekday <= 6;

/** `nW`: the Monday-Friday day nearest to day n, never crossing into another month. */
function nearestWorkday(year: number, month: number, n: number): number | null {
  const last = daysIn(year, month);
  if (n > last) return null;
  const weekday = weekdayOf(year, month, n);
  if (weekday === 7) return n === 1 ? 3 : n - 1;
  if (weekday === 1) return n === last ? n - 2 : n + 1;
  return n;
}

function dayMatcher(day: DayPart): (year: number, month: number, date: number) => boolean {
  const weekSet = (values: number[]) => new Set(values.length ? values : [1]);
  switch (day.mode) {
    case 1:
      return () => true;
    case 2: {
      const set = new Set(steps(day.weekStepStart, day.weekStepEvery, 7));
      return (y, m, d) => set.has(weekdayOf(y, m, d));
    }
    case 3:
      return (_y, _m, d) => d >= day.dayStepStart && (d - day.dayStepStart) % day.dayStepEvery === 0;
    case 4: {
      const set = weekSet(day.weekdays);
      return (y, m, d) => set.has(weekdayOf(y, m, d));
    }
    case 5: {
      const set = new Set(day.days.length ? day.days : [1]);
      return (_y, _m, d) => set.has(d);
    }
    case 6:
      return (y, m, d) => d === daysIn(y, m);
    case 7:
      return (y, m, d) => {
        let last = daysIn(y, m);
        while (!isWorkday(weekdayOf(y, m, last))) last--;
        return d === last;
      };
    case 8:
      return (y, m, d) => weekdayOf(y, m, d) === day.lastWeekday && d + 7 > daysIn(y, m);
    case 9:
      return (y, m, d) => d === daysIn(y, m) - day.daysBeforeEnd;
    case 10:
      return (y, m, d) => d === nearestWorkday(y, m, day.nearestDay);
    case 11:
      return (y, m, d) => weekdayOf(y, m, d) === day.nthWeekday && Math.ceil(d / 7) === day.nth;
  }
}

/** The next `count` fire times strictly after `from`, for a model. */
export function nextFireTimesOf(model: CronModel, count = 5, from: Date = new Date()): Date[] {
  const yearMatches = partMatcher(model.year, 1970, LAST_YEAR);
  const monthMatches = partMatcher(model.month, 1, 12);
  const dayMatches = dayMatcher(model.day);
  const hours = sortedValues(model.hour, 0, 23);
  const minutes = sortedValues(model.minute, 0, 59);
  const seconds = sortedValues(model.second, 0, 59);
  const out: Date[] = [];
  const cursor = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  while (out.length < count && cursor.getFullYear() <= LAST_YEAR) {
    const y = cursor.getFullYear();
    const m = cursor.getMonth() + 1;
    const d = cursor.getDate();
    if (!yearMatches(y)) {
      cursor.setFullYear(y + 1, 0, 1);
      continue;
    }
    if (!monthMatches(m)) {
      cursor.setMonth(m, 1);
      continue;
    }
    if (dayMatches(y, m, d)) collectDay(y, m, d);
    cursor.setDate(d + 1);
  }
  return out;

  function collectDay(y: number, m: number, d: number): void {
    // On the first day, wall times before `from`'s hour and minute are skipped without building them (the runner
    // asks every second; an every-second expression would otherwise build most of a day of dates each time).
    const firstDay = y === from.getFullYear() && m === from.getMonth() + 1 && d === from.getDate();
    for (const h of hours) {
      if (firstDay && h < from.getHours()) continue;
      for (const mi of minutes) {
        if (firstDay && h === from.getHours() && mi < from.getMinutes()) continue;
        for (const s of seconds) {
          const at = new Date(y, m - 1, d, h, mi, s);
          // `>` the last one too: a clock change can map two wall times onto one instant.
          if (at > from && (out.length === 0 || at > out[out.length - 1]!)) out.push(at);
          if (out.length >= count) return;
        }
      }
    }
  }
}

/** The next `count` fire times of a Quartz expression; throws CronParseError for an invalid one. */
export function nextFireTimes(expression: string, count = 5, from: Date = new Date()): Date[] {
  return nextFireTimesOf(parseCron(expression, { clamp: false }).model, count, from);
}
