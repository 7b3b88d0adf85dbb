// Shared by every login route (shell-spec 2.2): the same page, its search parameters, a per-route title.
import type { LoginSearch } from './login-search';
import { LoginPage } from './login-page';

export function LoginRouteView({ search, path }: { search: LoginSearch; path: string }) {
  return <LoginPage redirect={search.redirect} search={search} path={path} />;
}
