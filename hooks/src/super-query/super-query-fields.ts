// Flattens field definitions: child-table fields become `parent,child` values labelled `parent-child`.
import type { FieldTraits, SuperQueryField, SuperQueryFieldDef } from './super-query-types.js';

const TRAIT_KEYS: (keyof FieldTraits)[] = [
  'type',
  'dbType',
  'options',
  'dictCode',
  'dictTable',
  'dictText',
  'customReturnField',
  'popup',
  'pcode',
];

export function traitsOf(source: FieldTraits): FieldTraits {
  const traits: FieldTraits = {};
  for (const key of TRAIT_KEYS) {
    if (source[key] !== undefined) (traits as Record<string, unknown>)[key] = source[key];
  }
  return traits;
}

function labelOf(def: SuperQueryFieldDef): string {
  return def.label ?? def.text ?? def.value;
}

/** Only leaves are selectable: a definition with children stands for its table. */
export function flattenFields(defs: readonly SuperQueryFieldDef[]): SuperQueryField[] {
  const out: SuperQueryField[] = [];
  for (const def of defs) {
    if (def.children && def.children.length > 0) {
      for (const child of def.children) {
        out.push({
          ...traitsOf(child),
          value: `${def.value},${child.value}`,
          label: `${labelOf(def)}-${labelOf(child)}`,
        });
      }
    } else {
      out.push({ ...traitsOf(def), value: def.value, label: labelOf(def) });
    }
  }
  return out;
}

/** Dictionary or option fields hold a list under `in`; a single value under every other rule. */
export function isChoiceField(traits: FieldTraits): boolean {
  return Boolean(traits.dictCode || traits.dictTable || Array.isArray(traits.options));
}
