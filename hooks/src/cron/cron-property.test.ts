import { CronExpressionParser } from 'cron-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cronModelArb, schedulableModelArb } from './cron-arbitraries.js';
import { composeCron, nextFireTimesOf, parseCron, type CronModel } from '@clinic/sdk/cron';

const SEED = 20261122;

describe('compose → parse → compose', () => {
  it('is stable for every generated model, without notices', () => {
    fc.assert(
      fc.property(cronModelArb, (model) => {
        const first = composeCron(model);
        const parsed = parseCron(first);
        expect(parsed.notices).toEqual([]);
        expect(composeCron(parsed.model)).toBe(first);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });
});

/**
 * The same model in the dialect cron-parser reads (weekdays from 0, no year), or null where cron-parser has no
 * equivalent: W, LW, L-n, wrapping ranges and the month step 0.
 */
function toCronParser(model: CronModel): string | null {
  const [second, minute, hour, day, month, week] = composeCron(model).split(' ') as string[];
  if ([7, 9, 10].includes(model.day.mode)) return null;
  if (model.month.mode === 'step' && model.month.stepEvery === 0) return null;
  for (const part of [model.hour, model.month])
    if (part.mode === 'range' && part.rangeFrom > part.rangeTo) return null;
  const { day: d } = model;
  const zeroBased = (values: number[]) => values.map((w) => w - 1).join(',');
  const weekSteps = Array.from({ length: 7 }, (_, i) => i + 1).filter(
    (w) => w >= d.weekStepStart && (w - d.weekStepStart) % d.weekStepEvery === 0,
  );
  // cron-parser's `a/b` in the week runs on to 7 (Sunday again), so steps are spelt out as a list.
  const shifted =
    d.mode === 2
      ? zeroBased(weekSteps)
      : d.mode === 4
        ? zeroBased(d.weekdays)
        : d.mode === 8
          ? `${d.lastWeekday - 1}L`
          : d.mode === 11
            ? `${d.nthWeekday - 1}#${d.nth}`
            : week;
  return [second, minute, hour, day, month, shifted].join(' ');
}

describe('fire times agree with cron-parser 5 wherever it can read the expression', () => {
  it('on generated models', () => {
    const from = new Date(2026, 10, 22, 7, 0, 0);
    fc.assert(
      fc.property(schedulableModelArb, (model) => {
        const expression = toCronParser(model);
        fc.pre(expression !== null);
        const ours = nextFireTimesOf(model, 5, from).map((d) => d.getTime());
        // A model that never fires (30 February) makes cron-parser refuse the expression instead.
        fc.pre(ours.length > 0);
        const theirs = CronExpressionParser.parse(expression!, { currentDate: from })
          .take(ours.length)
          .map((d) => d.toDate().getTime());
        expect(ours, `${composeCron(model)} as ${expression}`).toEqual(theirs);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
