// Addresses no file route claims: a page of the server menu (through the page registry), else the 404 page (shell-spec 2.3).
import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { NOT_FOUND_PATH } from '@clinic/hooks';
import { routeMenuOf } from '../app/route-menu';
import { findMenuEntry } from '../app/resolve-menu-page';
import { useOptionalShell } from '../app/shell-context';
import { MenuPage } from '../features/shell/menu-page';

export const Route = createFileRoute('/$')({
  beforeLoad: ({ context, location }) => {
    // A session the server just ended has no menu to look in: the address stays, so the 401 path (notice, logout,
    // reload) brings the user to login with it as redirect instead of to a 404.
    if (context.session.getSnapshot().expired) return;
    if (!findMenuEntry(routeMenuOf(context), location.pathname)) {
      throw redirect({ href: NOT_FOUND_PATH, replace: true });
    }
  },
  component: DynamicRoute,
});

function DynamicRoute() {
  const shell = useOptionalShell();
  const { pathname } = useLocation();
  // Inside the shell the page host renders menu pages itself, so hidden tabs stay mounted.
  if (shell) return null;
  return <MenuPage pathname={pathname} />;
}
