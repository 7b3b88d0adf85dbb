// 注册 (shell-spec 2.1, 5): invitation code, username, password twice, mobile, optional email; the contract's register
// operation. The account joins the tenant whose administrator issued the code.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '../../app/zod';
import { useRouter } from '@tanstack/react-router';
import { registerAccount, userMessageOf } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { emailField, mobileField, usernameField } from '../login/field-rules';
import { FormAlert } from '../../ui/form-alert';

const schema = z
  .object({
    inviteCode: z.string().trim().min(1, '请输入邀请码'),
    username: usernameField,
    password: z.string().min(1, '请输入密码!').min(6, '密码至少6位'),
    confirm: z.string().min(1, '请确认密码!'),
    phone: mobileField,
    email: emailField,
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: '两次输入的密码不一样！' });
type Values = z.infer<typeof schema>;

export function RegisterForm({ invite = '' }: { invite?: string }) {
  const { client } = useClinic();
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { inviteCode: invite, username: '', password: '', confirm: '', phone: '', email: '' },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async ({ inviteCode, username, password, phone, email }) => {
    setMessage(null);
    try {
      await registerAccount(client, { inviteCode, username, password, phone, email });
    } catch (error) {
      setMessage(userMessageOf(error, '注册失败，请稍后重试'));
      return;
    }
    await router.navigate({
      href: `/user/register-result?username=${encodeURIComponent(username)}`,
      replace: true,
    });
  });

  return (
    <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate aria-label="注册">
      <FormAlert message={message} />
      <TextField
        label="邀请码"
        autoComplete="off"
        placeholder="请输入管理员发给您的邀请码"
        error={errors.inviteCode?.message}
        {...register('inviteCode')}
      />
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
        autoComplete="new-password"
        placeholder="至少6位密码"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="确认密码"
        type="password"
        autoComplete="new-password"
        placeholder="确认密码"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <TextField
        label="手机号"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="11位手机号"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="邮箱"
        type="email"
        autoComplete="email"
        placeholder="选填"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="primary" loading={formState.isSubmitting} className="h-10 w-full">
        注册
      </Button>
    </form>
  );
}
