// The username/password form: validation, submit through the session, server message on failure.
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { safeRedirectTarget, useSession, userMessageOf } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { TextField } from '../../ui/text-field';
import { FormAlert } from '../../ui/form-alert';
import { Button } from '../../ui/button';
import { nonEmpty, required } from './login-rules';
import { useSignInForm } from './use-sign-in-form';

const rules = { username: required('请输入用户名'), password: nonEmpty('请输入密码') };

export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const { session } = useClinic();
  const { status } = useSession(session);
  const router = useRouter();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { field, onSubmit: submitWith } = useSignInForm(rules);
  const submitting = status === 'submitting';

  const onSubmit = submitWith(async ({ username, password }) => {
    setServerMessage(null);
    try {
      await session.login({ username: username.trim(), password });
    } catch (error) {
      setServerMessage(userMessageOf(error, '登录失败，请稍后重试'));
      return;
    }
    await router.navigate({ href: safeRedirectTarget(redirect), replace: true });
  });

  return (
    <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate aria-label="账号登录">
      <FormAlert message={serverMessage} />
      <TextField label="用户名" autoComplete="username" placeholder="请输入用户名" {...field('username')} />
      <TextField
        label="密码"
        type="password"
        autoComplete="current-password"
        placeholder="请输入密码"
        {...field('password')}
      />
      <Button type="submit" variant="primary" loading={submitting} className="h-10 w-full">
        登录
      </Button>
    </form>
  );
}
