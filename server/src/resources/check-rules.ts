// Registered rule codes for checkByCode and the (table, field) pairs the duplicate check may look at.
import { fieldsOf, type ResolvedField } from './engine/fields.js';
import type { ResourceDecl } from './engine/types.js';
import { resourceDeclarations } from './registry.js';

/** A (table, field) is checkable when some registered resource declares the field unique; field by name or column. */
export function duplicateTarget(
  tableName: string,
  fieldName: string,
): { decl: ResourceDecl; field: ResolvedField } | undefined {
  for (const decl of resourceDeclarations) {
    if (decl.table !== tableName) continue;
    for (const f of fieldsOf(decl).values()) {
      if (f.unique && (f.name === fieldName || f.column === fieldName)) return { decl, field: f };
    }
  }
  return undefined;
}
