import { describe, expect, it } from 'vitest';
import { scheduleEndTime, scheduleSlots, slotStartingAt, timeRangesOverlap } from './appointment-slots.js';

describe('schedule slots', () => {
  const morning = { startTime: '08:00:00', slotMinutes: 20, slotCount: 3 };
  it('start at 开始时间 every 每号时长', () => {
    expect(scheduleSlots(morning).map((s) => `${s.start}-${s.end}`)).toEqual([
      '08:00:00-08:20:00',
      '08:20:00-08:40:00',
      '08:40:00-09:00:00',
    ]);
    expect(scheduleEndTime(morning)).toBe('09:00:00');
  });
  it('finds the slot a booking names, and none between slots', () => {
    expect(slotStartingAt(morning, '08:20')?.index).toBe(1);
    expect(slotStartingAt(morning, '08:10:00')).toBeNull();
    expect(slotStartingAt(morning, '09:00:00')).toBeNull();
  });
  it('refuses schedules reaching midnight or with broken numbers', () => {
    expect(scheduleEndTime({ startTime: '23:00', slotMinutes: 30, slotCount: 2 })).toBeNull();
    expect(scheduleEndTime({ startTime: '8:00', slotMinutes: 30, slotCount: 2 })).toBeNull();
    expect(scheduleEndTime({ startTime: '08:00', slotMinutes: 0, slotCount: 2 })).toBeNull();
    expect(scheduleSlots({ startTime: '08:00', slotMinutes: 15, slotCount: 1.5 })).toEqual([]);
  });
  it('overlap of time ranges', () => {
    expect(timeRangesOverlap(['08:00', '10:00'], ['09:30', '11:00'])).toBe(true);
    expect(timeRangesOverlap(['08:00', '10:00'], ['10:00', '11:00'])).toBe(false);
  });
});
