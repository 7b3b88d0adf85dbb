// The username/password form: validation, submit through the session, server message on failure.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useRouter } from '@tanstack/react-router';
import { safeRedirectTarget, useSession, userMessageOf } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { TextField } from '../../ui/text-field';
import { FormAlert } from '../../ui/form-alert';
import { Button } from '../../ui/button';

const loginSchema = z.object({
  username: z.string().trim().min(1, '请输入用户名'),
  password: z.string().min(1, '请输入密码'),
});
type LoginValues = z.infer<typeof loginSchema>;

export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const { session } = useClinic();
  const { status } = useSession(session);
  const router = useRouter();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const submitting = status === 'submitting';

  const onSubmit = handleSubmit(async (values) => {
    setServerMessage(null);
    try {
      await session.login(values);
    } catch (error) {
      setServerMessage(userMessageOf(error, '登录失败，请稍后重试'));
      return;
    }
    await router.navigate({ href: safeRedirectTarget(redirect), replace: true });
  });

  return (
    <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate aria-label="账号登录">
      <FormAlert message={serverMessage} />
      <TextField
        label="用户名"
        autoComplete="username"
        placeholder="请输入用户名"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="密码"
        type="password"
        autoComplete="current-password"
        placeholder="请输入密码"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="primary" loading={submitting} className="h-10 w-full">
        登录
      </Button>
    </form>
  );
}
