// The mobile dynamic-form login (shell-spec 2.1, 2.3): the same sign-in, on a narrow card.
import { createFileRoute } from '@tanstack/react-router';
import { LoginRouteView } from '../../features/login/login-route';
import { validateLoginSearch } from '../../features/login/login-search';

export const Route = createFileRoute('/dynamicForm/login')({
  validateSearch: validateLoginSearch,
  component: function DynamicFormLoginRoute() {
    return <LoginRouteView search={Route.useSearch()} path="/dynamicForm/login" />;
  },
});
