// Shared by every login route (shell-spec 2.2): the same page, its search parameters, a per-route title.
import type { LoginSearch } from './login-search';
import { LoginPage } from './login-page';

// The mobile dynamic-form login draws the same form: importing it through here keeps one shared login chunk.
export { LoginForm } from './login-form';

export function LoginRouteView({ search, path }: { search: LoginSearch; path: string }) {
  return <LoginPage redirect={search.redirect} search={search} path={path} />;
}
