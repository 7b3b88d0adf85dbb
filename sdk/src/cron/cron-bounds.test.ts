import { describe, expect, it } from 'vitest';
import { CRON_BOUNDS, clampList, clampNumber } from './cron-bounds.js';
import { WEEKDAY_LABELS } from './cron-messages.js';

describe('cron editor numeric bounds (widgets-spec §5)', () => {
  it('hold the spec numbers', () => {
    expect(CRON_BOUNDS.second).toMatchObject({
      stepEvery: { min: 1, max: 59 },
      stepStart: { min: 0, max: 59 },
      rangeFrom: { min: 1, max: 59 },
      rangeTo: { min: 0, max: 59 },
    });
    expect(CRON_BOUNDS.minute).toMatchObject({
      stepEvery: { min: 1, max: 60 },
      stepStart: { min: 0, max: 59 },
    });
    expect(CRON_BOUNDS.hour.values).toEqual({ min: 0, max: 23 });
    expect(CRON_BOUNDS.day.days).toEqual({ min: 1, max: 31 });
    expect(CRON_BOUNDS.day.weekdays).toEqual({ min: 1, max: 7 });
    expect(CRON_BOUNDS.day.nth).toEqual({ min: 1, max: 5 });
    expect(CRON_BOUNDS.month).toMatchObject({ values: { min: 1, max: 12 }, stepEvery: { min: 0, max: 12 } });
    expect(CRON_BOUNDS.year).toMatchObject({
      values: { min: 2019, max: 2119 },
      stepEvery: { min: 1, max: 99 },
    });
  });
  it('weekdays are shown 星期天 to 星期六 for 1-7', () => {
    expect(WEEKDAY_LABELS.slice(1)).toEqual([
      '星期天',
      '星期一',
      '星期二',
      '星期三',
      '星期四',
      '星期五',
      '星期六',
    ]);
  });
  it('clamps with a reason', () => {
    expect(clampNumber('second', 'stepEvery', 0)).toEqual({
      value: 1,
      notice: { part: 'second', field: 'stepEvery', message: '秒的间隔须在1-59之间，已调整为1' },
    });
    expect(clampNumber('minute', 'stepEvery', 60)).toEqual({ value: 60 });
    expect(clampNumber('hour', 'values', 24).value).toBe(23);
    expect(clampNumber('day', 'nth', 6)).toEqual({
      value: 5,
      notice: { part: 'day', field: 'nth', message: '日的第几周须在1-5之间，已调整为5' },
    });
    expect(clampNumber('year', 'rangeTo', 2200).value).toBe(2119);
    expect(clampNumber('month', 'stepEvery', 0)).toEqual({ value: 0 });
    expect(clampNumber('minute', 'stepStart', 2.6)).toEqual({
      value: 3,
      notice: { part: 'minute', field: 'stepStart', message: '分钟的起始值须为整数，已调整为3' },
    });
    expect(clampNumber('hour', 'stepStart', Number.NaN).value).toBe(0);
  });
  it('drops out-of-bound selections instead of selecting something unasked', () => {
    expect(clampList('day', 'weekdays', [0, 3, 8, 3, 1])).toEqual({
      value: [1, 3],
      notices: [
        { part: 'day', field: 'weekdays', message: '日的指定值0超出1-7，已忽略' },
        { part: 'day', field: 'weekdays', message: '日的指定值8超出1-7，已忽略' },
      ],
    });
  });
});
