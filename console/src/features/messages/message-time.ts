// How message times read in lists: the server's `YYYY-MM-DD HH:mm:ss`, shortened to minutes for today's messages.
import dayjs from 'dayjs';

export function messageTime(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const at = dayjs(value, 'YYYY-MM-DD HH:mm:ss');
  if (!at.isValid()) return value;
  return at.isSame(now, 'day') ? at.format('HH:mm') : at.format('YYYY-MM-DD HH:mm');
}
