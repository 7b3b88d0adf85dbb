// Root route: runs the navigation guard before every page; renders the shell around signed-in pages.
import { lazy, Suspense } from 'react';
import { Outlet, createRootRouteWithContext, redirect, useRouterState } from '@tanstack/react-router';
import { isNoLoginPath } from '@clinic/hooks';
import type { RouterContext } from '../app/router-context';
import { runGuard } from '../app/run-guard';
import { useOptionalShell } from '../app/shell-context';
import { SessionExpiryHandler } from '../features/layout/session-expiry-handler';
import { Toaster } from '../ui/toaster';

const AppShell = lazy(() => import('../features/shell/shell-chunk'));

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const outcome = await runGuard(context, location);
    if (outcome.type === 'redirect') throw redirect({ href: outcome.to, replace: true });
  },
  component: RootLayout,
});

function RootLayout() {
  const shell = useOptionalShell();
  // The rendered page decides, not the address still loading: right after login the form is not drawn in the layout.
  const path = useRouterState({
    select: (state) => state.matches.at(-1)?.pathname ?? state.location.pathname,
  });
  // Login, register and error pages stand alone; every other page sits inside the shell.
  const bare = !shell || isNoLoginPath(path) || path.startsWith('/dynamicForm/');
  return (
    <>
      {bare ? (
        <Outlet />
      ) : (
        <Suspense fallback={null}>
          <AppShell />
        </Suspense>
      )}
      <SessionExpiryHandler />
      <Toaster />
    </>
  );
}
