// The rest of shell-spec 2.4 on top of `decideNavigation`: the first-navigation permission fetch per application variant.
import type { PermissionEntry } from '../permission/permission-types.js';
import type { PermissionSnapshot } from '../permission/permission-model.js';
import { loginPathFor, type AppVariant } from '../session/login-routes.js';
import { APP_VARIANTS } from '../variant/app-variants.js';
import {
  decideNavigation,
  safeRedirectTarget,
  type NavigationDecision,
  type NavigationInput,
} from '../session/navigation-guard.js';

export type GuardVariant = 'default' | 'research' | 'mobileDynamicForm';

/** Application codes of the research-project variant (shell-spec 1), from the app-variant table. */
export const RESEARCH_APP_CODES: readonly string[] = Object.entries(APP_VARIANTS)
  .filter(([, v]) => v.research)
  .map(([code]) => code);

export function guardVariantOf(input: AppVariant & { mobileDynamicForm?: boolean }): GuardVariant {
  if (input.mobileDynamicForm) return 'mobileDynamicForm';
  return input.appCode && RESEARCH_APP_CODES.includes(input.appCode) ? 'research' : 'default';
}

export interface GuardInput extends NavigationInput {
  /** Whether the permission list is loaded (PermissionModel.isLoaded()). */
  permissionsLoaded: boolean;
  /** The `redirect` query the user arrived with (the login page's), honoured after the fetch. */
  redirect?: string | null;
}

export type GuardDecision =
  | NavigationDecision
  /** Fetch permissions, add routes from `menuFrom`, then go to `then`. */
  | { type: 'loadPermissions'; menuFrom: 'project' | 'server'; then: string };

function wantedHref(path: string, search = ''): string {
  if (search === '' || search === '?') return path;
  return path + (search.startsWith('?') ? search : `?${search}`);
}

export function decideGuard(input: GuardInput): GuardDecision {
  const base = decideNavigation(input);
  if (base.type === 'redirect' || input.mobileDynamicForm || !input.hasToken || input.permissionsLoaded)
    return base;
  const then = input.redirect ? safeRedirectTarget(input.redirect) : wantedHref(input.path, input.search);
  return {
    type: 'loadPermissions',
    menuFrom: guardVariantOf(input) === 'research' ? 'project' : 'server',
    then,
  };
}

export interface GuardEffects {
  permissions: { load(): Promise<Pick<PermissionSnapshot, 'menu'>> };
  /**
   * The research variant's routes: the menu saved with the opened project for this user
   * (`ProjectSelectionModel.restore()` drops another user's stored project); null when none is open.
   */
  projectMenu?: () => readonly PermissionEntry[] | null;
  /** Registers the menu's pages as routes (the console's page registry). */
  addRoutes(menu: readonly PermissionEntry[]): void;
  /** Ends the session; a failure here must not keep the user in. */
  logout(): Promise<void>;
  /** True while the page is being left (`watchPageLeaving`): the fetch was cancelled, not refused. */
  isLeaving?: () => boolean;
}

/**
 * Carries out a `loadPermissions` decision. A failed fetch logs out and sends the user to the
 * login route of the variant; otherwise the answer is a redirect to the target (routes now exist).
 */
export async function resolveGuard(
  decision: GuardDecision,
  effects: GuardEffects,
  variant: AppVariant = {},
): Promise<NavigationDecision> {
  if (decision.type !== 'loadPermissions') return decision;
  let menu: readonly PermissionEntry[];
  try {
    menu = (await effects.permissions.load()).menu;
  } catch {
    // Logging out here would revoke the token the next document is about to load with.
    if (effects.isLeaving?.()) return { type: 'allow' };
    await effects.logout().catch(() => undefined);
    return { type: 'redirect', to: loginPathFor(variant) };
  }
  effects.addRoutes(decision.menuFrom === 'project' ? (effects.projectMenu?.() ?? []) : menu);
  return { type: 'redirect', to: decision.then };
}
