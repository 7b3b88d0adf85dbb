// Validation of the change-password form (shell-spec 5): required fields and the confirmation match.
import {
  CONFIRM_PASSWORD_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  OLD_PASSWORD_REQUIRED,
  PASSWORD_MISMATCH,
} from './password-text.js';

/** Field names of the dialog (shell-spec 2.13). */
export interface PasswordForm {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

const blank = (value: unknown) => typeof value !== 'string' || value === '';

/** Every field's first failing rule; an empty object means the form may be sent. */
export function validatePasswordForm(form: Partial<PasswordForm>): PasswordErrors {
  const errors: PasswordErrors = {};
  if (blank(form.oldpassword)) errors.oldpassword = OLD_PASSWORD_REQUIRED;
  if (blank(form.password)) errors.password = NEW_PASSWORD_REQUIRED;
  if (blank(form.confirmpassword)) errors.confirmpassword = CONFIRM_PASSWORD_REQUIRED;
  else if (form.confirmpassword !== form.password) errors.confirmpassword = PASSWORD_MISMATCH;
  return errors;
}
