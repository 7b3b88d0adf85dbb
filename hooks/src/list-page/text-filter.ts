// The text filter widget's value markers (contains `*v*`, not-equal `!v`, `>=v`, `<=v`) as pure functions.

export type TextFilterType = 'eq' | 'like' | 'ne' | 'ge' | 'le';

const PREFIX: Record<Exclude<TextFilterType, 'eq' | 'like'>, string> = { ne: '!', ge: '>=', le: '<=' };

/** What the widget sends for what the user typed; empty input sends '' so the parameter is dropped. */
export function encodeTextFilter(input: string | null | undefined, type: TextFilterType): string {
  if (input === null || input === undefined || input === '') return '';
  if (type === 'eq') return input;
  if (type === 'like') return `*${input}*`;
  return PREFIX[type] + input;
}

/** The text to show back in the widget for a value it (or the URL) holds. */
export function decodeTextFilter(value: string | null | undefined, type: TextFilterType): string {
  if (value === null || value === undefined) return '';
  if (type === 'eq') return value;
  if (type === 'like') {
    const start = value.startsWith('*') ? 1 : 0;
    const end = value.length > start && value.endsWith('*') ? value.length - 1 : value.length;
    return value.slice(start, end);
  }
  const prefix = PREFIX[type];
  return value.startsWith(prefix) ? value.slice(prefix.length) : value;
}
