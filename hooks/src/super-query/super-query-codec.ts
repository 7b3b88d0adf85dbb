// Wire encoding of the advanced query: rows -> `superQueryParams` (URL-encoded JSON array of
// {field, rule, val, type, dbType}) + `superQueryMatchType`, and back.
import {
  decodeSuperQueryParams,
  encodeSuperQueryParams,
  readMatchType,
  superQueryItem,
} from '@clinic/sdk/wire';
import { t } from '../i18n/index.js';
import type { SuperQueryValue } from '../list-page/list-types.js';
import {
  isSuperQueryRule,
  type MatchType,
  type RowValue,
  type SuperQueryCondition,
  type SuperQueryRule,
} from './super-query-types.js';

export class SuperQueryFormatError extends Error {
  constructor() {
    super(t('superQuery.badParams'));
    this.name = 'SuperQueryFormatError';
  }
}

interface RowLike {
  field?: string;
  rule?: SuperQueryRule;
  val?: RowValue | null;
  type?: string;
  dbType?: string;
}

/** Multi-values (in, multi-selects) travel as one comma-joined string. */
export function joinValue(val: RowValue | null | undefined): string {
  if (val === undefined || val === null) return '';
  return Array.isArray(val) ? val.join(',') : val;
}

export function isCompleteRow(row: RowLike): boolean {
  return !!row.field && isSuperQueryRule(row.rule) && joinValue(row.val) !== '';
}

/** The complete rows as wire conditions; incomplete rows are dropped. */
export function toConditions(rows: readonly RowLike[]): SuperQueryCondition[] {
  return rows.filter(isCompleteRow).map((row) => {
    const condition: SuperQueryCondition = { field: row.field!, rule: row.rule!, val: joinValue(row.val) };
    if (row.type !== undefined) condition.type = row.type;
    if (row.dbType !== undefined) condition.dbType = row.dbType;
    return condition;
  });
}

export function encodeSuperQuery(rows: readonly RowLike[], matchType: MatchType): SuperQueryValue {
  return {
    superQueryParams: encodeSuperQueryParams(toConditions(rows)),
    superQueryMatchType: matchType,
  };
}

function optionalString(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new SuperQueryFormatError();
  return value;
}

/** Throws SuperQueryFormatError (with the catalog's Chinese text) on anything but a well-formed rule list. */
export function parseSuperQuery(
  superQueryParams: string,
  superQueryMatchType: string | null | undefined = 'and',
): { conditions: SuperQueryCondition[]; matchType: MatchType } {
  const parsed = decodeSuperQueryParams(superQueryParams);
  if (!parsed) throw new SuperQueryFormatError();
  const conditions = parsed.map((item: unknown): SuperQueryCondition => {
    const parts = superQueryItem(item);
    if (!parts || !isSuperQueryRule(parts.rule)) throw new SuperQueryFormatError();
    const { field, rule, val, type, dbType } = parts;
    if (typeof val !== 'string' && typeof val !== 'number' && typeof val !== 'boolean') {
      throw new SuperQueryFormatError();
    }
    const condition: SuperQueryCondition = { field, rule, val: String(val) };
    const typeText = optionalString(type);
    const dbTypeText = optionalString(dbType);
    if (typeText !== undefined) condition.type = typeText;
    if (dbTypeText !== undefined) condition.dbType = dbTypeText;
    return condition;
  });
  const matchType = readMatchType(superQueryMatchType ?? 'and');
  if (!matchType) throw new SuperQueryFormatError();
  return { conditions, matchType };
}
