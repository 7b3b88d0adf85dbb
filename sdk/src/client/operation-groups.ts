// The per-tag method objects (`client.user.userList(...)`), built at runtime from the generated table.
import type { GroupOperationIds, OperationTypes } from '../generated/operations.js';
import type { OperationInfo } from './operation-info.js';
import type { OperationMethod } from './operation-types.js';
import type { CallOptions } from './options.js';

export type OperationGroups = {
  [G in keyof GroupOperationIds]: {
    [Id in GroupOperationIds[G] & keyof OperationTypes]: OperationMethod<OperationTypes[Id]>;
  };
};

type Invoke = (id: string, args: unknown, options?: CallOptions) => Promise<unknown>;

export interface Invokers {
  call: Invoke;
  withMeta: Invoke;
}

/** Adds one object per group to `core`; a group whose name is a core function gets its methods on that function. */
export function buildGroups<C extends object>(
  core: C,
  table: Record<string, OperationInfo>,
  invoke: Invokers,
): C {
  const target = core as Record<string, unknown>;
  const made = new Set<unknown>();
  for (const [id, op] of Object.entries(table)) {
    const existing = target[op.group];
    let group: Record<string, unknown>;
    if (existing === undefined) {
      group = {};
      made.add(group);
      target[op.group] = group;
    } else if (typeof existing === 'function' || made.has(existing)) {
      group = existing as Record<string, unknown>;
    } else {
      throw new Error(`Tag group "${op.group}" collides with client.${op.group}`);
    }
    if (id in group) throw new Error(`Operation ${id} collides with client.${op.group}.${id}`);
    group[id] = Object.assign((args?: unknown, options?: CallOptions) => invoke.call(id, args, options), {
      withMeta: (args?: unknown, options?: CallOptions) => invoke.withMeta(id, args, options),
      operationId: id,
    });
  }
  return core;
}
