// Saved queries on this device: the storage key (fixed prefix plus save code or route path), reading and writing,
// and the version check that flags entries this build cannot run.
import { isSuperQueryRule, type MatchType, type RowValue, type SuperQueryRule } from './super-query-types.js';

export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';
/** Bumped when the stored shape changes; newer entries (from a newer build on another browser) are flagged. */
export const SAVED_QUERY_VERSION = 1;

export interface SavedQueryRecord {
  field: string;
  rule: SuperQueryRule;
  val: RowValue;
  type?: string;
  dbType?: string;
}

export interface SavedQuery {
  /** The server's id, once synced. */
  id?: string;
  title: string;
  matchType: MatchType;
  records: SavedQueryRecord[];
  version?: number;
}

export interface SavedQueryEntry extends SavedQuery {
  /** Saved by an unsupported version or malformed: listed in red, not run. */
  unsupported: boolean;
  /** Saved here while the server could not be reached; pushed on the next load. */
  pending?: boolean;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What saved queries are filed under: the list's save code, else the current route's full path. */
export function saveCodeFor(saveCode: string | undefined, routeFullPath: string): string {
  return saveCode || routeFullPath;
}

export function savedQueryKey(saveCode: string): string {
  return SAVED_QUERY_PREFIX + saveCode;
}

function isRecord(value: unknown): value is SavedQueryRecord {
  if (!value || typeof value !== 'object') return false;
  const { field, rule, val } = value as Record<string, unknown>;
  const valOk = typeof val === 'string' || (Array.isArray(val) && val.every((v) => typeof v === 'string'));
  return typeof field === 'string' && field !== '' && isSuperQueryRule(rule) && valOk;
}

export function isSupported(entry: Partial<SavedQuery>): boolean {
  const version = entry.version ?? 1;
  return (
    typeof version === 'number' &&
    version <= SAVED_QUERY_VERSION &&
    (entry.matchType === 'and' || entry.matchType === 'or') &&
    Array.isArray(entry.records) &&
    entry.records.every(isRecord)
  );
}

/** Anything with a title is listed; the rest of its shape only decides whether it is supported. */
export function toEntries(raw: unknown): SavedQueryEntry[] {
  // The original kept `{value: [...]}` wrappers; accept both.
  const list = Array.isArray(raw) ? raw : (raw as { value?: unknown } | null)?.value;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is SavedQuery & { pending?: boolean } => {
      return !!item && typeof item === 'object' && typeof (item as { title?: unknown }).title === 'string';
    })
    .map((item) => ({ ...item, unsupported: !isSupported(item) }));
}

export function readLocal(storage: KeyValueStorage | null, key: string): SavedQueryEntry[] {
  if (!storage) return [];
  try {
    const text = storage.getItem(key);
    return text ? toEntries(JSON.parse(text)) : [];
  } catch {
    return [];
  }
}

export function writeLocal(
  storage: KeyValueStorage | null,
  key: string,
  entries: readonly SavedQueryEntry[],
): void {
  if (!storage) return;
  const stored = entries.map(({ unsupported: _u, ...entry }) => entry);
  try {
    storage.setItem(key, JSON.stringify(stored));
  } catch {
    // Quota or privacy mode: the list still works for this visit.
  }
}

export function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}
