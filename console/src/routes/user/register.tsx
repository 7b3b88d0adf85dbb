// /user/register: new account (no login needed).
import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/register/register-form';
import { UserCardPage } from '../../features/register/user-card-page';

export const Route = createFileRoute('/user/register')({
  component: function RegisterRoute() {
    return (
      <UserCardPage path="/user/register" title="注册">
        <RegisterForm />
      </UserCardPage>
    );
  },
});
