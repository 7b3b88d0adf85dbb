// 手机号登录 (shell-spec 4.1): mobile number and password, posted with type 'phone'; the server's message on failure.
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { validateMobile, validatorMessages } from '@clinic/sdk/validators';
import { phoneLogin, safeRedirectTarget, useLoginCaptcha, userMessageOf } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { SliderVerify } from '../controls/slider-verify';
import { TextField } from '../../ui/text-field';
import { fromValidator, nonEmpty } from './login-rules';
import { useSignInForm } from './use-sign-in-form';
import { FormAlert } from '../../ui/form-alert';

const rules = {
  mobile: fromValidator((value) => validateMobile(value)),
  password: nonEmpty('请输入密码'),
};

export function PhoneLoginForm({ redirect }: { redirect: string | undefined }) {
  const { client, session } = useClinic();
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { field, onSubmit: submitWith } = useSignInForm(rules);
  const captcha = useLoginCaptcha(client);

  const onSubmit = submitWith(async ({ mobile, password }) => {
    setMessage(null);
    setBusy(true);
    const sliderToken = await captcha.token();
    try {
      await phoneLogin(client, session, {
        username: mobile,
        password,
        ...(sliderToken ? { sliderToken } : {}),
      });
    } catch (error) {
      captcha.settle(error);
      setMessage(userMessageOf(error, '登录失败，请稍后重试'));
      setBusy(false);
      return;
    }
    captcha.settle(null);
    await router.navigate({ href: safeRedirectTarget(redirect), replace: true });
  });

  return (
    <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate aria-label="手机号登录">
      <FormAlert message={message} />
      <TextField
        label="手机号"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={validatorMessages.mobileRequired.replace(/!$/, '')}
        {...field('mobile')}
      />
      <TextField
        label="登录密码"
        type="password"
        autoComplete="current-password"
        placeholder="请输入密码"
        {...field('password')}
      />
      {captcha.required ? <SliderVerify key={captcha.round} onSuccess={captcha.solved} width="fill" /> : null}
      <Button type="submit" variant="primary" loading={busy} className="h-10 w-full">
        登录
      </Button>
    </form>
  );
}
