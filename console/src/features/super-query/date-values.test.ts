import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, fromTimeInput, toDateTimeInput } from './date-values';

describe('date values', () => {
  it('formats datetime-local values as YYYY-MM-DD HH:mm:ss', () => {
    expect(fromDateTimeInput('2024-05-01T08:30')).toBe('2024-05-01 08:30:00');
    expect(fromDateTimeInput('2024-05-01T08:30:15')).toBe('2024-05-01 08:30:15');
    expect(fromDateTimeInput('')).toBe('');
  });

  it('formats time values as HH:mm:ss', () => {
    expect(fromTimeInput('07:05')).toBe('07:05:00');
    expect(fromTimeInput('07:05:09')).toBe('07:05:09');
  });

  it('feeds stored datetimes back into the input', () => {
    expect(toDateTimeInput('2024-05-01 08:30:00')).toBe('2024-05-01T08:30:00');
  });
});
