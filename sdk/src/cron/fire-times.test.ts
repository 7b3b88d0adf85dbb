import { describe, expect, it } from 'vitest';
import { CronParseError } from './parse-cron.js';
import { nextFireTimes } from './fire-times.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** Local wall time, as the editor shows it. */
const fmt = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
const times = (expression: string, from: Date, count = 5) => nextFireTimes(expression, count, from).map(fmt);

const FROM = new Date(2026, 10, 22, 9, 0, 0);

describe('nextFireTimes', () => {
  it('last Friday of each month at 08:30', () => {
    expect(times('0 30 8 ? * 6L *', FROM)).toEqual([
      '2026-11-27 08:30:00',
      '2026-12-25 08:30:00',
      '2027-01-29 08:30:00',
      '2027-02-26 08:30:00',
      '2027-03-26 08:30:00',
    ]);
  });
  it('is strictly after the starting instant', () => {
    expect(times('0 30 8 ? * 6L *', new Date(2026, 10, 27, 8, 30, 0), 1)).toEqual(['2026-12-25 08:30:00']);
    expect(times('0 30 8 ? * 6L *', new Date(2026, 10, 27, 8, 29, 59), 1)).toEqual(['2026-11-27 08:30:00']);
  });
  it('last day, last weekday and days before month end', () => {
    expect(times('0 0 0 L * ? *', FROM, 3)).toEqual([
      '2026-11-30 00:00:00',
      '2026-12-31 00:00:00',
      '2027-01-31 00:00:00',
    ]);
    // 2027-01-31 is a Sunday, 2027-02-28 a Sunday: the last weekdays are Friday the 29th and Friday the 26th.
    expect(times('0 0 0 LW * ? *', new Date(2027, 0, 1), 2)).toEqual([
      '2027-01-29 00:00:00',
      '2027-02-26 00:00:00',
    ]);
    expect(times('0 0 0 L-3 * ? *', FROM, 2)).toEqual(['2026-11-27 00:00:00', '2026-12-28 00:00:00']);
  });
  it('nearest weekday never leaves the month', () => {
    // 2026-08-01 is a Saturday: 1W moves forward to Monday the 3rd, not back into July.
    expect(times('0 0 9 1W 8 ? 2026', new Date(2026, 0, 1), 1)).toEqual(['2026-08-03 09:00:00']);
    // 2026-05-31 is a Sunday: 31W moves back to Friday the 29th.
    expect(times('0 0 9 31W 5 ? 2026', new Date(2026, 0, 1), 1)).toEqual(['2026-05-29 09:00:00']);
    // 2026-11-15 is a Sunday: 15W is Monday the 16th.
    expect(times('0 0 9 15W * ? *', new Date(2026, 10, 1), 1)).toEqual(['2026-11-16 09:00:00']);
    // 31W skips the months without a 31st.
    expect(times('0 0 9 31W * ? *', new Date(2026, 10, 1), 1)).toEqual(['2026-12-31 09:00:00']);
  });
  it('nth weekday of the month', () => {
    expect(times('0 0 10 ? * 2#1 *', FROM, 2)).toEqual(['2026-12-07 10:00:00', '2027-01-04 10:00:00']);
    // A fifth Monday exists only in some months.
    expect(times('0 0 10 ? * 2#5 *', FROM, 2)).toEqual(['2026-11-30 10:00:00', '2027-03-29 10:00:00']);
  });
  it('weekday lists use 1 = Sunday', () => {
    expect(times('0 0 12 ? * 1,7 *', FROM, 3)).toEqual([
      '2026-11-22 12:00:00',
      '2026-11-28 12:00:00',
      '2026-11-29 12:00:00',
    ]);
  });
  it('years, wrapping ranges and steps', () => {
    expect(times('0 0 0 1 1 ? 2030/5', FROM, 2)).toEqual(['2030-01-01 00:00:00', '2035-01-01 00:00:00']);
    expect(times('0 0 22-1 * * ? *', FROM, 4)).toEqual([
      '2026-11-22 22:00:00',
      '2026-11-22 23:00:00',
      '2026-11-23 00:00:00',
      '2026-11-23 01:00:00',
    ]);
    expect(times('*/20 * * * * ?', FROM, 3)).toEqual([
      '2026-11-22 09:00:20',
      '2026-11-22 09:00:40',
      '2026-11-22 09:01:00',
    ]);
  });
  it('keeps legal Quartz values the editor would clamp', () => {
    expect(times('0 0 0 1 1 ? 2010-2030', FROM, 1)).toEqual(['2027-01-01 00:00:00']);
  });
  it('stops at the last year and returns what exists', () => {
    expect(times('0 0 0 1 1 ? 2019', FROM)).toEqual([]);
    expect(times('0 0 0 30 2 ? *', FROM)).toEqual([]);
  });
  it('refuses an invalid expression with a CronParseError', () => {
    expect(() => nextFireTimes('0 0 0 5 * 2 *')).toThrow(CronParseError);
  });
});
