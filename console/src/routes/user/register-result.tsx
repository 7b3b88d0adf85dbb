// /user/register-result: confirmation after a registration.
import { createFileRoute } from '@tanstack/react-router';
import { UserCardPage } from '../../features/register/user-card-page';

export const Route = createFileRoute('/user/register-result')({
  validateSearch: (search: Record<string, unknown>): { username?: string } =>
    typeof search.username === 'string' ? { username: search.username } : {},
  component: function RegisterResultRoute() {
    const { username } = Route.useSearch();
    return (
      <UserCardPage path="/user/register-result" title="注册成功">
        <p role="status" className="mt-4 text-sm text-slate-600">
          你的账户{username ? `：${username}` : ''} 注册成功，请使用该账户登录。
        </p>
      </UserCardPage>
    );
  },
});
