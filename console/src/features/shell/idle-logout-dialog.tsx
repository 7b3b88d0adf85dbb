// The idle logout (hooks createIdleLogoutModel): a minute before it the 即将自动退出 dialog counts down; 继续使用 keeps
// the session, 立即退出 or the end of the countdown signs out through the one logout flow.
import { useMemo } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { returnFocus } from '../../ui/return-focus';
import {
  IDLE_CONTINUE_TEXT,
  IDLE_LOGOUT_NOW_TEXT,
  IDLE_WARNING_TITLE,
  createIdleLogoutModel,
  domActivitySource,
  idleLogoutNotice,
  idleTimeoutFrom,
  idleWarningText,
  useIdleLogout,
} from '@clinic/hooks';
import { useLogout } from '../../app/use-logout';

/** A shorter idle timeout for tests and demonstrations (never a longer one, see idleTimeoutFrom). */
const IDLE_TIMEOUT_OVERRIDE_KEY = 'CLINIC_IDLE_TIMEOUT_MS';

function storedOverride(): string | null {
  try {
    return window.localStorage.getItem(IDLE_TIMEOUT_OVERRIDE_KEY);
  } catch {
    return null;
  }
}

export function IdleLogoutDialog() {
  const endSession = useLogout();
  const model = useMemo(() => {
    const timeoutMs = idleTimeoutFrom(storedOverride());
    return createIdleLogoutModel({
      timeoutMs,
      subscribeActivity: domActivitySource(window),
      // After the idle timeout the login page says why the session ended; 立即退出 is an ordinary logout.
      onTimeout: (cause) =>
        void endSession(undefined, cause === 'idle' ? idleLogoutNotice(timeoutMs) : undefined),
    });
  }, [endSession]);
  const state = useIdleLogout(model);
  const warning = state.phase === 'warning' ? state : null;

  return (
    <AlertDialog.Root
      open={warning !== null}
      onOpenChange={(open) => {
        // Escape means the user is here.
        if (!open) model.keepWorking();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <AlertDialog.Title className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <span
              aria-hidden
              className="flex h-5 w-5 items-center justify-center rounded-full bg-amber-500 text-xs font-bold text-white"
            >
              !
            </span>
            {IDLE_WARNING_TITLE}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm leading-relaxed text-slate-600">
            {warning ? idleWarningText(warning.secondsLeft) : ''}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => model.logoutNow()}
              className="rounded-md px-4 py-1.5 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {IDLE_LOGOUT_NOW_TEXT}
            </button>
            <AlertDialog.Action
              onClick={() => model.keepWorking()}
              className="rounded-md bg-primary-strong px-4 py-1.5 text-sm font-medium text-white hover:bg-primary-deep"
            >
              {IDLE_CONTINUE_TEXT}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
