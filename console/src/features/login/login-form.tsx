// The username/password form: validation, submit through the session, server message on failure, and the slider
// once the server asks for it after a few failures.
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { safeRedirectTarget, useLoginCaptcha, useModelState, userMessageOf } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { TextField } from '../../ui/text-field';
import { FormAlert } from '../../ui/form-alert';
import { Button } from '../../ui/button';
import { SliderVerify } from '../controls/slider-verify';
import { nonEmpty, required } from './login-rules';
import { useSignInForm } from './use-sign-in-form';

const rules = { username: required('请输入用户名'), password: nonEmpty('请输入密码') };

export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const { client, session } = useClinic();
  const captcha = useLoginCaptcha(client);
  const { status } = useModelState(session);
  const router = useRouter();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { field, onSubmit: submitWith } = useSignInForm(rules);
  const submitting = status === 'submitting';

  const onSubmit = submitWith(async ({ username, password }) => {
    setServerMessage(null);
    const sliderToken = await captcha.token();
    try {
      await session.login({ username: username.trim(), password, ...(sliderToken ? { sliderToken } : {}) });
    } catch (error) {
      captcha.settle(error);
      setServerMessage(userMessageOf(error, '登录失败，请稍后重试'));
      return;
    }
    captcha.settle(null);
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
      {captcha.required ? <SliderVerify key={captcha.round} onSuccess={captcha.solved} width="fill" /> : null}
      <Button type="submit" variant="primary" loading={submitting} className="h-10 w-full">
        登录
      </Button>
    </form>
  );
}
