// Root route: runs the navigation guard before every page and hosts app-wide dialogs.
import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { decideNavigation } from '@clinic/hooks';
import type { RouterContext } from '../app/router-context';
import { SessionExpiryHandler } from '../features/layout/session-expiry-handler';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    const decision = decideNavigation({
      path: location.pathname,
      search: location.searchStr,
      hasToken: Boolean(context.session.getSnapshot().token),
      appCode: context.appCode,
      webAlias: context.webAlias,
    });
    if (decision.type === 'redirect') throw redirect({ href: decision.to, replace: true });
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionExpiryHandler />
    </>
  );
}
