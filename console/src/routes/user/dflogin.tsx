// The login page at /user/dflogin (shell-spec 2.2).
import { createFileRoute } from '@tanstack/react-router';
import { LoginRouteView } from '../../features/login/login-route';
import { validateLoginSearch } from '../../features/login/login-search';

export const Route = createFileRoute('/user/dflogin')({
  validateSearch: validateLoginSearch,
  component: function LoginRoute() {
    return <LoginRouteView search={Route.useSearch()} path="/user/dflogin" />;
  },
});
