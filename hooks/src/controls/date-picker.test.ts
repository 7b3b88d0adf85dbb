import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isCalendarKey,
  monthGrid,
  moveCalendarDay,
  nowValue,
  parseDateText,
  WEEK_HEADERS,
} from './date-picker.js';

describe('date picker rules', () => {
  it('reads typed dates, datetimes and times into YYYY-MM-DD HH:mm:ss (24 h)', () => {
    expect(parseDateText('2026-11-23', 'date')).toBe('2026-11-23');
    expect(parseDateText('2026/1/5', 'date')).toBe('2026-01-05');
    expect(parseDateText('2026-11-23 18:05', 'datetime')).toBe('2026-11-23 18:05:00');
    expect(parseDateText('2026-11-23T23:59:59', 'datetime')).toBe('2026-11-23 23:59:59');
    expect(parseDateText('2026-11-23', 'datetime')).toBe('2026-11-23 00:00:00');
    expect(parseDateText('7:5', 'time')).toBe('07:05:00');
    expect(parseDateText('', 'date')).toBe('');
  });

  it('refuses what is no date or time: 11/23/2026, 2026-02-30, 24:00, 12:60, a time on a date field', () => {
    expect(parseDateText('11/23/2026', 'date')).toBeNull();
    expect(parseDateText('2026-02-30', 'date')).toBeNull();
    expect(parseDateText('2026-11-23 24:00:00', 'datetime')).toBeNull();
    expect(parseDateText('12:60', 'time')).toBeNull();
    expect(parseDateText('2026-11-23 10:00', 'date')).toBeNull();
    expect(parseDateText('6:30 PM', 'time')).toBeNull();
  });

  it('weeks start on Monday: November 2026 opens on Monday 26 October, 23 November is a Monday', () => {
    expect(WEEK_HEADERS[0]).toBe('一');
    const grid = monthGrid(2026, 11);
    expect(grid).toHaveLength(6);
    expect(grid[0]![0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false });
    expect(grid[0]![6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(grid[4]![0]!.date).toBe('2026-11-23');
    expect(monthGrid(2026, 6)[0]![0]!.date).toBe('2026-06-01');
  });

  it('moves months across years and gives now in the kind', () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    const at = new Date(2026, 10, 23, 18, 5, 9);
    expect(nowValue('datetime', at)).toBe('2026-11-23 18:05:09');
    expect(nowValue('date', at)).toBe('2026-11-23');
    expect(nowValue('time', at)).toBe('18:05:09');
  });

  it('moves the calendar focus by day, week, Monday-first week ends, month and year', () => {
    // 2026-11-23 is a Monday.
    expect(moveCalendarDay('2026-11-23', 'ArrowLeft')).toBe('2026-11-22');
    expect(moveCalendarDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveCalendarDay('2026-11-23', 'ArrowUp')).toBe('2026-11-16');
    expect(moveCalendarDay('2026-12-28', 'ArrowDown')).toBe('2027-01-04');
    expect(moveCalendarDay('2026-11-26', 'Home')).toBe('2026-11-23');
    expect(moveCalendarDay('2026-11-23', 'End')).toBe('2026-11-29');
    expect(moveCalendarDay('2026-11-29', 'Home')).toBe('2026-11-23'); // a Sunday ends its week
    expect(moveCalendarDay('2026-10-23', 'PageDown')).toBe('2026-11-23');
    expect(moveCalendarDay('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveCalendarDay('2024-02-29', 'PageDown', true)).toBe('2025-02-28');
    expect(moveCalendarDay('2026-01-15', 'PageUp', true)).toBe('2025-01-15');
    expect(isCalendarKey('PageUp')).toBe(true);
    expect(isCalendarKey('Enter')).toBe(false);
  });
});
