// /user/alteration (shell-spec 2.1): changing a password without a session, with the user name and the current
// password (checked by the server as a login is); the form's rules are the change-password dialog's (shell-spec 5).
import type { ClinicClient } from '@clinic/sdk';
import { validatePasswordForm, type PasswordErrors, type PasswordForm } from './password-rules.js';

export const USERNAME_REQUIRED = '请输入用户名';
export const PASSWORD_ALTERED_FALLBACK = '密码修改成功，请使用新密码登录';

export interface AlterationForm extends PasswordForm {
  username: string;
}

export type AlterationErrors = PasswordErrors & { username?: string };

export function validateAlterationForm(form: Partial<AlterationForm>): AlterationErrors {
  const errors: AlterationErrors = {};
  if (!form.username || form.username.trim() === '') errors.username = USERNAME_REQUIRED;
  return { ...errors, ...validatePasswordForm(form) };
}

/** Sends the change; resolves to the server's success text. Refusals reject with the SDK's typed errors. */
export async function alterPassword(
  client: Pick<ClinicClient, 'callEnvelope'>,
  form: AlterationForm,
  sliderToken?: string,
): Promise<string> {
  const envelope = await client.callEnvelope('alterPassword', {
    body: {
      username: form.username.trim(),
      oldPassword: form.oldpassword,
      newPassword: form.password,
      ...(sliderToken ? { sliderToken } : {}),
    },
  });
  return envelope.message || PASSWORD_ALTERED_FALLBACK;
}
