// The advanced query on the wire: its rule list, match types and the `superQueryParams` encoding, read alike by
// the console's hooks (which build it) and the server (which turns it into SQL).

export const SUPER_QUERY_RULES = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
] as const;
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

export const SUPER_QUERY_MATCH_TYPES = ['and', 'or'] as const;
export type SuperQueryMatchType = (typeof SUPER_QUERY_MATCH_TYPES)[number];

/** More conditions than this in one query are refused. */
export const SUPER_QUERY_MAX_RULES = 50;

/** One rule as the wire carries it inside `superQueryParams`. */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: string;
  type?: string;
  dbType?: string;
}

export function isSuperQueryRule(value: unknown): value is SuperQueryRule {
  return typeof value === 'string' && (SUPER_QUERY_RULES as readonly string[]).includes(value);
}

/** `and` when absent or empty, the lower-cased match type when it is one, else null. */
export function readMatchType(value: unknown): SuperQueryMatchType | null {
  if (value === undefined || value === null || value === '') return 'and';
  const text = String(value).toLowerCase();
  return text === 'and' || text === 'or' ? text : null;
}

/** `superQueryParams`: the conditions as URL-encoded JSON. */
export function encodeSuperQueryParams(conditions: readonly SuperQueryCondition[]): string {
  return encodeURIComponent(JSON.stringify(conditions));
}

/**
 * The raw items of `superQueryParams`, URL-encoded or already decoded (raw JSON starts with `[`; decoding it again
 * would corrupt a literal `%41`), or null when the text is not a JSON array.
 */
export function decodeSuperQueryParams(raw: string): unknown[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.trimStart().startsWith('[') ? raw : decodeURIComponent(raw));
  } catch {
    return null;
  }
  return Array.isArray(parsed) ? parsed : null;
}

/** An item's parts when it is an object with a non-empty `field`, else null; the rule and value are checked apart. */
export function superQueryItem(
  item: unknown,
): { field: string; rule: unknown; val: unknown; type: unknown; dbType: unknown } | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
  const { field, rule, val, type, dbType } = item as Record<string, unknown>;
  if (typeof field !== 'string' || field === '') return null;
  return { field, rule, val, type, dbType };
}
