// Masked fields (declared `mask`): every read path (list, by id, export, and the pickers and reports over them)
// shows them masked unless the user holds the resource's `:unmask` code; an edit that sends a masked value back
// as it was shown keeps the stored value.
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
