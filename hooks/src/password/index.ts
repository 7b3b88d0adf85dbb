// Public surface of the change-password dialog (shell-spec 2.13, 5).
export {
  CONFIRM_PASSWORD_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  NO_LOGIN_USER,
  OLD_PASSWORD_REQUIRED,
  PASSWORD_MISMATCH,
  PASSWORD_MODAL_WIDTH,
  PASSWORD_TITLE,
} from './password-text.js';
export { validatePasswordForm, type PasswordErrors, type PasswordForm } from './password-rules.js';
export {
  PASSWORD_SIGN_OUT_DELAY_MS,
  createPasswordModel,
  type PasswordModel,
  type PasswordModelOptions,
  type PasswordSnapshot,
  type PasswordSource,
} from './password-model.js';
export { passwordSourceFromClient } from './password-source.js';
export {
  PASSWORD_ALTERED_FALLBACK,
  USERNAME_REQUIRED,
  alterPassword,
  validateAlterationForm,
  type AlterationErrors,
  type AlterationForm,
} from './alter-password.js';
