// Expands the generated operation table from its compact form: a resource's standard operations come from its base path.
import type { OperationInfo } from './operation-info.js';

/** A standard operation: its path segment (the id suffix, capitalised), method and the facts that differ from the defaults. */
export type StandardOperation = readonly [segment: string, method: string, extra?: Partial<OperationInfo>];
/** A resource by id prefix: base path, bit i set when it has `standard[i]`, and its group when it is not the prefix. */
export type CompactResource = readonly [base: string, mask: number, group?: string];
/** Any other operation by id: method, path, group and the facts that differ from the defaults. */
export type CompactOperation = readonly [
  method: string,
  path: string,
  group: string,
  extra?: Partial<OperationInfo>,
];

/**
 * The operation table, sorted by id like the contract's rows. Resources cost a few bytes each in the console's first
 * load instead of a row per operation (`userList`, `userAdd`, ... all follow from `user: ['/sys/user', 511]`).
 */
export function expandOperations<T extends { readonly [K in keyof T]: OperationInfo }>(
  standard: readonly StandardOperation[],
  resources: Readonly<Record<string, CompactResource>>,
  others: Readonly<Record<string, CompactOperation>>,
): T {
  const rows: [string, OperationInfo][] = [];
  for (const [prefix, [base, mask, group = prefix]] of Object.entries(resources)) {
    standard.forEach(([segment, method, extra], i) => {
      if (mask & (1 << i))
        rows.push([
          prefix + segment[0]!.toUpperCase() + segment.slice(1),
          { method, path: `${base}/${segment}`, group, ...extra },
        ]);
    });
  }
  for (const [id, [method, path, group, extra]] of Object.entries(others))
    rows.push([id, { method, path, group, ...extra }]);
  rows.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(rows) as unknown as T;
}
