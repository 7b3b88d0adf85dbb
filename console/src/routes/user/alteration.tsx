// /user/alteration: where a forgotten or expired password is changed; the administrator resets it here.
import { createFileRoute } from '@tanstack/react-router';
import { UserCardPage } from '../../features/register/user-card-page';

export const Route = createFileRoute('/user/alteration')({
  component: function AlterationRoute() {
    return (
      <UserCardPage path="/user/alteration" title="找回密码">
        <p className="mt-4 text-sm leading-relaxed text-slate-600">
          请联系本机构的系统管理员重置密码；重置后使用新密码登录，并在“密码修改”中设置您自己的密码。
        </p>
      </UserCardPage>
    );
  },
});
