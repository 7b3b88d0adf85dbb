// The model an empty expression opens with: `0 0 0 * * ? *`, every day at midnight.
//
// The reference editor starts every part in its first mode, which composes `* * * * * ? *` (fire every second):
// a dangerous thing to save by accident for a scheduled job, so we start at daily midnight instead. The
// inputs of the other modes start at their lowest sensible values so switching mode shows a valid expression.

import type { CronModel, NumericPart } from './cron-types.js';

function numeric(part: Partial<NumericPart> & Pick<NumericPart, 'rangeFrom' | 'stepStart'>): NumericPart {
  return {
    mode: 'every',
    rangeTo: part.rangeFrom + 1,
    stepEvery: 1,
    values: [part.stepStart],
    ...part,
  };
}

export const DEFAULT_CRON = '0 0 0 * * ? *';

export function createDefaultModel(): CronModel {
  return {
    second: numeric({ mode: 'specific', rangeFrom: 1, stepStart: 0, values: [0] }),
    minute: numeric({ mode: 'specific', rangeFrom: 0, stepStart: 0, values: [0] }),
    hour: numeric({ mode: 'specific', rangeFrom: 0, stepStart: 0, values: [0] }),
    day: {
      mode: 1,
      weekStepStart: 1,
      weekStepEvery: 1,
      dayStepStart: 1,
      dayStepEvery: 1,
      weekdays: [2],
      days: [1],
      lastWeekday: 6,
      daysBeforeEnd: 1,
      nearestDay: 1,
      nthWeekday: 2,
      nth: 1,
    },
    month: numeric({ rangeFrom: 1, stepStart: 1 }),
    year: numeric({ rangeFrom: 2019, stepStart: 2019 }),
  };
}
