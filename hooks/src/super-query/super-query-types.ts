// Types of the advanced query: rules, field definitions, editable rows and the conditions sent on the wire.
import type { SuperQueryRule } from '@clinic/sdk/wire';

// The rule list, match types and the wire condition are the SDK's wire rules, shared with the server.
export {
  SUPER_QUERY_RULES,
  isSuperQueryRule,
  type SuperQueryCondition,
  type SuperQueryMatchType as MatchType,
  type SuperQueryRule,
} from '@clinic/sdk/wire';

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
  /** Category fields (cat_tree): the code whose children are the tree's roots. */
  pcode?: string;
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
