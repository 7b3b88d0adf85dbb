// /user/alteration: change a forgotten-to-change or expired password without signing in (shell-spec 2.1).
import { createFileRoute } from '@tanstack/react-router';
import { AlterationForm } from '../../features/register/alteration-form';
import { UserCardPage } from '../../features/register/user-card-page';

export const Route = createFileRoute('/user/alteration')({
  component: function AlterationRoute() {
    return (
      <UserCardPage path="/user/alteration" title="修改密码">
        <AlterationForm />
      </UserCardPage>
    );
  },
});
