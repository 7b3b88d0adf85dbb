// datetime fields hold 'YYYY-MM-DD HH:mm:ss'; the browser's datetime-local input speaks 'YYYY-MM-DDTHH:mm:ss'.

export function toDatetimeLocal(value: string): string {
  return value ? value.replace(' ', 'T') : '';
}

export function fromDatetimeLocal(value: string): string {
  if (!value) return '';
  const [date, time = '00:00:00'] = value.split('T');
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}
