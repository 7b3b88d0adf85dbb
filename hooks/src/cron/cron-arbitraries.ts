// fast-check generators of cron models within the editor's bounds, shared by the property tests.

import fc from 'fast-check';
import {
  boundOf,
  createDefaultModel,
  type CronModel,
  type DayMode,
  type DayPart,
  type NumericPart,
  type NumericPartName,
} from '@clinic/sdk/cron';

function inBound(part: NumericPartName | 'day', field: string): fc.Arbitrary<number> {
  const { min, max } = boundOf(part, field);
  return fc.integer({ min, max });
}

function listIn(part: NumericPartName | 'day', field: string): fc.Arbitrary<number[]> {
  return fc
    .uniqueArray(inBound(part, field), { minLength: 1, maxLength: 6 })
    .map((values) => values.sort((a, b) => a - b));
}

export function numericPartArb(part: NumericPartName): fc.Arbitrary<NumericPart> {
  return fc.record({
    mode: fc.constantFrom('every' as const, 'range' as const, 'step' as const, 'specific' as const),
    rangeFrom: inBound(part, 'rangeFrom'),
    rangeTo: inBound(part, 'rangeTo'),
    stepStart: inBound(part, 'stepStart'),
    stepEvery: inBound(part, 'stepEvery'),
    values: listIn(part, 'values'),
  });
}

export const dayPartArb: fc.Arbitrary<DayPart> = fc.record({
  mode: fc.integer({ min: 1, max: 11 }).map((n) => n as DayMode),
  weekStepStart: inBound('day', 'weekStepStart'),
  weekStepEvery: inBound('day', 'weekStepEvery'),
  dayStepStart: inBound('day', 'dayStepStart'),
  dayStepEvery: inBound('day', 'dayStepEvery'),
  weekdays: listIn('day', 'weekdays'),
  days: listIn('day', 'days'),
  lastWeekday: inBound('day', 'lastWeekday'),
  daysBeforeEnd: inBound('day', 'daysBeforeEnd'),
  nearestDay: inBound('day', 'nearestDay'),
  nthWeekday: inBound('day', 'nthWeekday'),
  nth: inBound('day', 'nth'),
});

export const cronModelArb: fc.Arbitrary<CronModel> = fc.record({
  second: numericPartArb('second'),
  minute: numericPartArb('minute'),
  hour: numericPartArb('hour'),
  day: dayPartArb,
  month: numericPartArb('month'),
  year: numericPartArb('year'),
});

/** Models whose firing is frequent enough to be compared quickly (time of day fixed, year open). */
export const schedulableModelArb: fc.Arbitrary<CronModel> = fc
  .record({ day: dayPartArb, month: numericPartArb('month'), hour: numericPartArb('hour') })
  .map(({ day, month, hour }) => ({ ...createDefaultModel(), day, month, hour }));
