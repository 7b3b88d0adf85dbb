// Masked fields (declared `mask`): every read path (list, by id, export, and the pickers and reports over them)
// shows them masked unless the user holds the resource's `:unmask` code; an edit that sends a masked value back
// as it was shown keeps the stored value. A viewer who sees them masked may find a record by the whole value only:
// a partial match, a range or a sort would read the hidden digits back one query at a time.
import { permissionOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { isMaskedValue, maskValue } from '@clinic/sdk/wire';
import { fail, type RequestContext } from '../../core/index.js';
import type { ResolvedField } from './fields.js';
import type { ResourceDecl } from './types.js';

const defs = resources as unknown as Record<string, ResourceDef>;

/** Whether the viewer sees the resource's masked fields whole. */
export function seesUnmasked(
  decl: Pick<ResourceDecl, 'name' | 'readAs'>,
  ctx: Pick<RequestContext, 'user'>,
): boolean {
  const def = defs[decl.readAs ?? decl.name];
  return !def || (ctx.user?.permissions.has(permissionOf(def, 'unmask')) ?? false);
}

/** Masks, in place, the masked fields among `fields` of each record, unless the viewer may see them whole. */
export function maskRecords(
  decl: Pick<ResourceDecl, 'name' | 'readAs'>,
  fields: readonly ResolvedField[],
  records: Record<string, unknown>[],
  ctx: Pick<RequestContext, 'user'>,
): void {
  const masked = fields.filter((f) => f.mask !== undefined);
  if (masked.length === 0 || seesUnmasked(decl, ctx)) return;
  for (const record of records) {
    for (const f of masked) {
      const v = record[f.name];
      if (typeof v === 'string' && v !== '') record[f.name] = maskValue(f.mask!, v);
    }
  }
}

/**
 * Drops, from an edit's values, each masked field sent back exactly as the stored value's masked form: the stored
 * value stays. `stored` holds the row's current values of the masked fields.
 */
export function keepMaskedValues(
  fields: Iterable<ResolvedField>,
  values: Record<string, unknown>,
  stored: Record<string, unknown>,
): void {
  for (const f of fields) {
    const sent = values[f.name];
    if (f.mask === undefined || typeof sent !== 'string' || !isMaskedValue(f.mask, sent)) continue;
    const current = stored[f.name];
    if (typeof current === 'string' && maskValue(f.mask, current) === sent) delete values[f.name];
    // a masked value that is not the stored one's is no value at all: refused rather than stored with its stars
    else throw fail.business(`${f.title}：请填写完整的${f.title}`);
  }
}

/** The masked fields a viewer may match only by their whole value (none when the viewer sees them whole). */
export function exactOnlyFields(
  decl: Pick<ResourceDecl, 'name' | 'readAs'>,
  ctx: Pick<RequestContext, 'user'>,
): ReadonlySet<string> {
  const def = defs[decl.readAs ?? decl.name];
  if (!def || seesUnmasked(decl, ctx)) return new Set();
  return new Set(def.fields.filter((f) => f.mask !== undefined).map((f) => f.name));
}

/** Refuses any matching of a masked field other than by its whole value, for a viewer who sees it masked. */
export function checkMaskedRule(
  field: Pick<ResolvedField, 'name' | 'title'>,
  rule: string,
  exactOnly: ReadonlySet<string>,
): void {
  if (exactOnly.has(field.name) && rule !== 'eq') throw fail.business(`${field.title}只能按完整号码查询`);
}
