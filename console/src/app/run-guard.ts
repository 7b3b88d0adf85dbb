// Carries out the navigation guard of shell-spec 2.4 for the router: redirects, first permission fetch, logout on failure.
import { SessionExpiredError } from '@clinic/sdk';
import { decideNavigation, isNoLoginPath, loginPathFor } from '@clinic/hooks';
import type { RouterContext } from './router-context';

export type GuardOutcome = { type: 'allow' } | { type: 'redirect'; to: string };

export async function runGuard(
  context: RouterContext,
  location: { pathname: string; searchStr: string },
): Promise<GuardOutcome> {
  const hasToken = Boolean(context.session.getSnapshot().token);
  const decision = decideNavigation({
    path: location.pathname,
    search: location.searchStr,
    hasToken,
    appCode: context.appCode,
    webAlias: context.webAlias,
    ...(context.mobileDynamicForm ? { mobileDynamicForm: true } : {}),
  });
  if (decision.type === 'redirect') return decision;
  const { permissions } = context;
  if (context.mobileDynamicForm || !hasToken || !permissions || isNoLoginPath(location.pathname)) {
    return decision;
  }
  if (!permissions.isLoaded()) {
    try {
      await permissions.load();
      // Reading it here drops a stored project that belongs to another user (research variant).
      context.projectMenu?.();
    } catch (error) {
      // A lost session has its own path (401 notice, logout after 1.5 s, back with the address kept).
      if (error instanceof SessionExpiredError) return decision;
      // Leaving the page cancels the fetch; logging out would revoke the token the next document loads with.
      if (context.isLeaving?.()) return decision;
      await context.session.logout().catch(() => undefined);
      return { type: 'redirect', to: loginPathFor(context) };
    }
  }
  return decision;
}
