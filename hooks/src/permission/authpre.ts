// widgets-spec 6: the editable table's authPre exclusion list (the button codes under a prefix the user may not use).
import { isStatus, splitActions, userHasAction } from './has-permission.js';
import type { PermissionContext } from './permission-types.js';

/**
 * The codes (without the prefix) defined under `authPre`, enabled (status '1') and not granted to the user:
 * `authPre` 'demo:medication' with `demo:medication:add` defined and not granted gives ['add'].
 */
export function authPreExclusions(authPre: string | null | undefined, context: PermissionContext): string[] {
  if (!authPre) return [];
  const prefix = authPre.endsWith(':') ? authPre : `${authPre}:`;
  const excluded = new Set<string>();
  for (const entry of context.allAuth) {
    if (!isStatus(entry, '1')) continue;
    for (const code of splitActions(entry.action)) {
      if (code.startsWith(prefix) && !userHasAction(code, context.auth))
        excluded.add(code.slice(prefix.length));
    }
  }
  return [...excluded];
}

/** Which of the editable table's toolbar buttons stay: 新增 unless 'add', 批量删除 unless 'batch_delete' is excluded. */
export function editableTableButtons(excluded: readonly string[]): { add: boolean; batchDelete: boolean } {
  return { add: !excluded.includes('add'), batchDelete: !excluded.includes('batch_delete') };
}
