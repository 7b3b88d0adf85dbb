// Converts between the wire's date texts (YYYY-MM-DD HH:mm:ss, HH:mm:ss) and what native date inputs hold.

/** `2024-05-01 08:30:00` → `2024-05-01T08:30:00` for a datetime-local input. */
export function toDateTimeInput(value: string): string {
  return value.replace(' ', 'T');
}

/** A datetime-local value (seconds are dropped when zero) → `YYYY-MM-DD HH:mm:ss`. */
export function fromDateTimeInput(value: string): string {
  if (value === '') return '';
  const [date = '', time = ''] = value.split('T');
  return `${date} ${fromTimeInput(time)}`;
}

/** A time input value (`HH:mm` or `HH:mm:ss`) → `HH:mm:ss`. */
export function fromTimeInput(value: string): string {
  if (value === '') return '';
  return /^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value.slice(0, 8);
}
