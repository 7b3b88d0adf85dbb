// The change-password dialog (shell-spec 2.13, 5): field values, validation, one request at a time, server message on failure.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import { validatePasswordForm, type PasswordErrors, type PasswordForm } from './password-rules.js';
import { NO_LOGIN_USER, PASSWORD_CHANGED_FALLBACK, PASSWORD_FAILED_FALLBACK } from './password-text.js';

/** What the dialog needs from the server; `passwordSourceFromClient` adapts the SDK. */
export interface PasswordSource {
  /** Resolves to the server's success message; rejects with its error. */
  change(input: { oldPassword: string; newPassword: string }): Promise<string | undefined>;
}

export interface PasswordSnapshot {
  values: PasswordForm;
  errors: PasswordErrors;
  submitting: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
}

export interface PasswordModelOptions {
  source: PasswordSource;
  /** The signed-in username; without one the change is refused with 当前系统无登录用户!. */
  getUsername: () => string | null | undefined;
  /** After a change the server ends the user's other sessions and keeps this one; the console still signs out here,
   * once the notice was read, so the next sign-in uses the new password. */
  onChanged?: () => void;
  /** How long the success notice shows before `onChanged` (the 401 path waits as long). */
  signOutDelayMs?: number;
}

export const PASSWORD_SIGN_OUT_DELAY_MS = 1500;

export interface PasswordModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PasswordSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Runs `listener` when the change is done and its notice was shown: time to sign out. */
  onChanged(listener: () => void): () => void;
  setField(field: keyof PasswordForm, value: string): void;
  /** Resolves true when the password was changed. */
  submit(): Promise<boolean>;
  reset(): void;
}

const EMPTY: PasswordSnapshot = {
  values: { oldpassword: '', password: '', confirmpassword: '' },
  errors: {},
  submitting: false,
  error: null,
};

export function createPasswordModel(options: PasswordModelOptions): PasswordModel {
  const store = createObservableStore<PasswordSnapshot>(EMPTY);
  const changedListeners = new Set<() => void>();
  let touchedSubmit = false;
  const changed = () => {
    options.onChanged?.();
    changedListeners.forEach((listener) => listener());
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    onChanged(listener) {
      changedListeners.add(listener);
      return () => changedListeners.delete(listener);
    },
    setField(field, value) {
      const values = { ...store.getSnapshot().values, [field]: value };
      // Errors appear after the first submit, then follow each keystroke.
      store.update({ values, errors: touchedSubmit ? validatePasswordForm(values) : {}, error: null });
    },
    async submit() {
      const { values, submitting } = store.getSnapshot();
      if (submitting) return false;
      touchedSubmit = true;
      const errors = validatePasswordForm(values);
      store.update({ errors });
      if (Object.keys(errors).length > 0) return false;
      if (!options.getUsername()) {
        store.update({ error: NO_LOGIN_USER });
        store.notify('error', NO_LOGIN_USER);
        return false;
      }
      store.update({ submitting: true, error: null });
      try {
        const message = await options.source.change({
          oldPassword: values.oldpassword,
          newPassword: values.password,
        });
        touchedSubmit = false;
        store.set(EMPTY);
        store.notify('success', message || PASSWORD_CHANGED_FALLBACK);
        // Signing out at once would reload the page over the notice: the user would not learn the change worked.
        setTimeout(changed, options.signOutDelayMs ?? PASSWORD_SIGN_OUT_DELAY_MS);
        return true;
      } catch (error) {
        const text = userMessageOf(error, PASSWORD_FAILED_FALLBACK);
        store.update({ submitting: false, error: text });
        store.notify('error', text);
        return false;
      }
    },
    reset() {
      touchedSubmit = false;
      store.set(EMPTY);
    },
  };
}
