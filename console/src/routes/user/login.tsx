// The login page (/user/login).
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/login/login-page';

export interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/user/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
