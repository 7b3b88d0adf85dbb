// Types of the advanced query: rules, field definitions, editable rows and the conditions sent on the wire.

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
export type MatchType = 'and' | 'or';

export interface FieldOption {
  value: string;
  text?: string;
  title?: string;
  label?: string;
}

/** The pieces of a field definition a row copies in, so its value editor knows what to render. */
export interface FieldTraits {
  type?: string;
  dbType?: string;
  options?: FieldOption[];
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: Record<string, unknown>;
}

export interface SuperQueryFieldDef extends FieldTraits {
  value: string;
  label?: string;
  text?: string;
  /** A child table: its fields become `parent,child` values labelled `parent-child`. */
  children?: SuperQueryFieldDef[];
}

/** A selectable field after flattening children. */
export interface SuperQueryField extends FieldTraits {
  value: string;
  label: string;
}

export type RowValue = string | string[];

export interface SuperQueryRow extends FieldTraits {
  /** Stable identity for UI lists; never sent. */
  key: number;
  field?: string;
  rule: SuperQueryRule;
  val?: RowValue;
}

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
