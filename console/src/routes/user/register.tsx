// /user/register: new account with an administrator's invitation code (no login needed).
import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/register/register-form';
import { UserCardPage } from '../../features/register/user-card-page';

export const Route = createFileRoute('/user/register')({
  // The administrator's invitation link carries the code: /user/register?invite=<code>.
  validateSearch: (search: Record<string, unknown>): { invite?: string } =>
    typeof search.invite === 'string' && search.invite !== '' ? { invite: search.invite } : {},
  component: function RegisterRoute() {
    const { invite } = Route.useSearch();
    return (
      <UserCardPage path="/user/register" title="注册">
        <RegisterForm invite={invite ?? ''} />
      </UserCardPage>
    );
  },
});
