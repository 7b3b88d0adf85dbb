// Pure rules of the popup report picker: configuration check, field mapping, value lookup, the shown value's
// ellipsis, sort string and row keys.
import { pickerMessages } from './picker-messages.js';
import type { Row, SortOrder } from './picker-types.js';

export interface PopupConfig {
  code: string;
  /** Comma-separated fields of the report row. */
  orgFields: string;
  /** Comma-separated form fields they fill, in the same order. */
  destFields: string;
}

export type PopupConfigCheck = { ok: true; org: string[]; dest: string[] } | { ok: false; message: string };

const split = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

export function checkPopupConfig(config: Partial<PopupConfig>): PopupConfigCheck {
  const org = split(config.orgFields ?? '');
  const dest = split(config.destFields ?? '');
  if (!config.code?.trim() || org.length === 0 || dest.length === 0) {
    return { ok: false, message: pickerMessages.popupNotConfigured };
  }
  if (org.length !== dest.length) return { ok: false, message: pickerMessages.popupCountMismatch };
  return { ok: true, org, dest };
}

/** Each destination field gets the selected rows' original field, comma-joined over several rows. */
export function mapPopupRows(
  rows: readonly Row[],
  org: readonly string[],
  dest: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  dest.forEach((field, i) => {
    out[field] = rows
      .map((r) => (r[org[i]!] === null || r[org[i]!] === undefined ? '' : String(r[org[i]!])))
      .join(',');
  });
  return out;
}

export function sortString(column: string, order: SortOrder): string {
  return `${column}=${order}`;
}

/** Report rows have no id of their own: the key joins the values, cut to 50 characters. */
export function reportRowKey(row: Row): string {
  if (row.id !== undefined && row.id !== null && String(row.id) !== '') return String(row.id).slice(0, 50);
  return Object.values(row)
    .map((v) => (v === null || v === undefined ? '' : String(v)))
    .join('')
    .slice(0, 50);
}

/** The shown value of a popup field keeps 12 characters, then `...` (the whole value stays in its tooltip). */
export const POPUP_ELLIPSIS = 12;

export function popupShownText(value: string, length: number = POPUP_ELLIPSIS): string {
  const chars = [...value];
  return length < 0 || chars.length <= length ? value : `${chars.slice(0, length).join('')}...`;
}

/** The report column whose value fills `field` itself: a stored value is looked up by it. Null when none does. */
export function popupValueColumn(config: Partial<PopupConfig>, field: string): string | null {
  const org = split(config.orgFields ?? '');
  const i = split(config.destFields ?? '').indexOf(field);
  return i >= 0 && org[i] !== undefined ? org[i] : null;
}

/** The distinct values of a stored (comma-joined) value, as the lookup sends them. */
export function popupValueKeys(value: string | null | undefined): string[] {
  return [...new Set(split(value ?? ''))];
}
