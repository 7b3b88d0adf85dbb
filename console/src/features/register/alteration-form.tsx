// /user/alteration: change a password without signing in: user name, current password, new password twice (the
// change-password rules), the login's slider when the server asks; on success every session ends and the user signs
// in with the new password. A forgotten password is reset by the administrator.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import {
  DEFAULT_LOGIN_PATH,
  alterPassword,
  useLoginCaptcha,
  userMessageOf,
  validateAlterationForm,
  type AlterationErrors,
  type AlterationForm as Values,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { SliderVerify } from '../controls/slider-verify';

const EMPTY: Values = { username: '', oldpassword: '', password: '', confirmpassword: '' };

export function AlterationForm() {
  const { client } = useClinic();
  const captcha = useLoginCaptcha(client);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<AlterationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(validateAlterationForm(next));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAlterationForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const text = await alterPassword(client, values, await captcha.token());
      captcha.settle(null);
      setDone(text);
    } catch (error) {
      captcha.settle(error);
      setRefusal(userMessageOf(error, '密码修改失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="mt-6 space-y-4">
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-700"
        >
          {done}
        </p>
        <Link
          to={DEFAULT_LOGIN_PATH}
          className="flex h-10 w-full items-center justify-center rounded-md bg-primary-strong text-sm font-medium text-white hover:bg-primary-deep"
        >
          去登录
        </Link>
      </div>
    );
  }

  return (
    <form
      className="mt-6 space-y-4"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="修改密码"
    >
      <p className="text-sm leading-relaxed text-slate-600">
        输入用户名和当前密码即可设置新密码，修改后所有已登录的设备需重新登录。忘记当前密码请联系本机构的系统管理员重置。
      </p>
      <FormAlert message={refusal} />
      <TextField label="用户名" autoComplete="username" placeholder="请输入用户名" {...field('username')} />
      <TextField
        label="旧密码"
        type="password"
        autoComplete="current-password"
        placeholder="请输入旧密码"
        {...field('oldpassword')}
      />
      <TextField
        label="新密码"
        type="password"
        autoComplete="new-password"
        placeholder="至少6位，包含字母、数字、特殊字符中的两种"
        {...field('password')}
      />
      <TextField
        label="确认新密码"
        type="password"
        autoComplete="new-password"
        placeholder="请再次输入新密码"
        {...field('confirmpassword')}
      />
      {captcha.required ? <SliderVerify key={captcha.round} onSuccess={captcha.solved} width="fill" /> : null}
      <Button type="submit" variant="primary" loading={busy} className="h-10 w-full">
        确认修改
      </Button>
    </form>
  );
}
