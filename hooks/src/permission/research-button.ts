// The research application's button rule (shell-spec 6): session permission list first, then the auth list.
import { entriesName, isStatus, isType, splitActions } from './has-permission.js';
import type { AuthEntry } from './permission-types.js';

export interface ResearchButtonContext {
  /** The session's permission list (the opened project's); null/undefined when none is loaded. */
  permissionList?: readonly AuthEntry[] | null;
  /** The auth list with each entry's status. */
  auth: readonly AuthEntry[];
}

/**
 * Type '1' entries grant their sub-actions: `project:subject` covers `project:subject:add`.
 * The match stops at a ':' boundary so `project:sub` does not cover `project:subject`.
 */
export function coveredByPrefix(action: string, entries: readonly AuthEntry[]): boolean {
  return entries.some(
    (entry) =>
      isType(entry, '1') &&
      splitActions(entry.action).some((prefix) => action === prefix || action.startsWith(`${prefix}:`)),
  );
}

function listGrants(action: string, list: readonly AuthEntry[]): boolean {
  return entriesName(list, action) || coveredByPrefix(action, list);
}

function authHas(action: string, auth: readonly AuthEntry[], status: '0' | '1'): boolean {
  return auth.some((entry) => isStatus(entry, status) && splitActions(entry.action).includes(action));
}

/**
 * Shown when the session permission list grants it; hidden when the auth list holds a disabled
 * entry (status '0') for it; with no permission list, allowed only when an enabled entry exists.
 */
export function researchButtonAllowed(
  action: string | null | undefined,
  context: ResearchButtonContext,
): boolean {
  const codes = splitActions(action);
  if (codes.length === 0) return false;
  return codes.some((code) => {
    const list = context.permissionList;
    if (list && listGrants(code, list)) return true;
    if (authHas(code, context.auth, '0')) return false;
    if (!list) return authHas(code, context.auth, '1');
    return false;
  });
}
