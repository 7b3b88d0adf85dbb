// The one authorisation rule for every path to a resource's data: list, by id, export, general export, import,
// table dictionaries, pickers and reports all ask here, with the permission codes the resource declaration names.
import { permissionOf, resources, type ResourceDef, type ResourceOperation } from '@clinic/sdk/resources';
import { fail, type SessionUser } from '../../core/index.js';
import { resourceDeclarations } from '../registry.js';
import type { ResourceDecl } from './types.js';

const defs = resources as unknown as Record<string, ResourceDef>;

/** The declaration's permission code for `op`, or null for a resource without one (fixed report sources). */
export function resourcePermission(name: string, op: ResourceOperation): string | null {
  const def = defs[name];
  return def ? permissionOf(def, op) : null;
}

function holds(user: Pick<SessionUser, 'permissions'> | null, code: string | null): boolean {
  return code === null || (user?.permissions.has(code) ?? false);
}

/** 510 unless the user holds the resource's own code for `op` (the general export, reports, pickers ask this). */
export function requireResourcePermission(
  user: Pick<SessionUser, 'permissions'> | null,
  decl: Pick<ResourceDecl, 'name' | 'readAs'>,
  op: ResourceOperation,
): void {
  const name = op === 'list' || op === 'queryById' ? (decl.readAs ?? decl.name) : decl.name;
  if (!holds(user, resourcePermission(name, op))) throw fail.noPermission();
}

/**
 * Who may read the labels of a table (table dictionaries, tree pickers): whoever may list the resource stored in it,
 * or may add or edit a resource with a field referring to it (the form's picker needs the labels). A table no
 * resource owns (category trees, tree dictionaries) holds shared labels only.
 */
export function mayReadTable(user: Pick<SessionUser, 'permissions'> | null, table: string): boolean {
  const owner = resourceDeclarations.find((d) => d.table === table && !d.source);
  if (!owner) return true;
  if (holds(user, resourcePermission(owner.name, 'list')) && resourcePermission(owner.name, 'list') !== null)
    return true;
  return resourceDeclarations.some(
    (d) =>
      d.fields.some((f) => (f.dictTable?.table ?? f.refersTo?.table) === table) &&
      (['add', 'edit'] as const).some((op) => {
        const code = resourcePermission(d.name, op);
        return code !== null && holds(user, code);
      }),
  );
}

export function requireTableRead(user: Pick<SessionUser, 'permissions'> | null, table: string): void {
  if (!mayReadTable(user, table)) throw fail.noPermission();
}
