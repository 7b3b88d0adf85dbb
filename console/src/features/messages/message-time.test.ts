import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

describe('messageTime', () => {
  const now = new Date(2026, 10, 22, 10, 0, 0);
  it('shows only hours and minutes for today', () => {
    expect(messageTime('2026-11-22 08:05:09', now)).toBe('08:05');
  });
  it('shows the date for earlier days', () => {
    expect(messageTime('2026-11-20 23:59:00', now)).toBe('2026-11-20 23:59');
  });
  it('keeps unreadable text and empties nothing', () => {
    expect(messageTime('昨天', now)).toBe('昨天');
    expect(messageTime(null, now)).toBe('');
  });
});
