// The has-permission and else rules of shell-spec section 6, as pure functions over auth/allAuth.
import type { AuthEntry, PermissionContext } from './permission-types.js';

/** Splits "a:add, a:edit" into its action codes; blanks are dropped. */
export function splitActions(action: string | null | undefined): string[] {
  if (typeof action !== 'string') return [];
  return action
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export const isStatus = (entry: AuthEntry, status: '0' | '1') => String(entry.status ?? '') === status;
export const isType = (entry: AuthEntry, type: '1' | '2') => String(entry.type ?? '') === type;

/** True when some entry names the action (an entry may list several actions). */
export function entriesName(entries: readonly AuthEntry[], action: string): boolean {
  return entries.some((entry) => splitActions(entry.action).includes(action));
}

/** The user's granted actions include it. */
export function userHasAction(action: string, auth: readonly AuthEntry[]): boolean {
  return entriesName(auth, action);
}

/** allAuth defines the action with status '0': the rule is switched off, so everyone keeps the element. */
export function isRuleDisabled(action: string, allAuth: readonly AuthEntry[]): boolean {
  return allAuth.some((entry) => isStatus(entry, '0') && splitActions(entry.action).includes(action));
}

/**
 * Keeps an element when the user is granted the action or allAuth defines it with status '0'.
 * A comma-separated `action` asks for any of its codes.
 */
export function hasPermission(action: string | null | undefined, context: PermissionContext): boolean {
  const wanted = splitActions(action);
  if (wanted.length === 0) return false;
  return wanted.some((code) => userHasAction(code, context.auth) || isRuleDisabled(code, context.allAuth));
}

/** The else rule: removes the element when the user has the action. */
export function showElse(
  action: string | null | undefined,
  context: Pick<PermissionContext, 'auth'>,
): boolean {
  return !splitActions(action).some((code) => userHasAction(code, context.auth));
}

/** Keeps only the items whose action passes `hasPermission`; items without an action are kept. */
export function filterByPermission<T>(
  items: readonly T[],
  actionOf: (item: T) => string | null | undefined,
  context: PermissionContext,
): T[] {
  return items.filter((item) => {
    const action = actionOf(item);
    return action === null || action === undefined || action === '' || hasPermission(action, context);
  });
}
