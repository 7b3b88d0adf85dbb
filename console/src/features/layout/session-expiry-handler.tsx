// What the user sees when the server ends the session (shell-spec 4.1, 8): 401 notice then logout, or the 登录已过期 dialog.
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { ERROR_TEXT } from '@clinic/sdk';
import { UNAUTHORIZED_LOGOUT_DELAY_MS, useModelState } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { dismissToast, showToast } from '../../ui/toast';
import { useLogout } from '../../app/use-logout';

// Signed-in pages already hold this module (the shell chunk exports it), so the dialog opens without a download.
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

export function SessionExpiryHandler() {
  const { session } = useClinic();
  const { expired } = useModelState(session);
  const logout = useLogout();

  // Reloading the page lets the guard send the user to login with the current address as redirect.
  const endSession = useCallback(async () => {
    await logout(window.location.href);
  }, [logout]);

  useEffect(() => {
    if (expired !== 'unauthorized') return;
    const notice = showToast({
      level: 'error',
      title: ERROR_TEXT.title,
      text: ERROR_TEXT.unauthorized,
      durationMs: Number.POSITIVE_INFINITY,
    });
    const timer = setTimeout(() => void endSession(), UNAUTHORIZED_LOGOUT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      dismissToast(notice);
    };
  }, [expired, endSession]);

  if (expired !== 'token-invalid') return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog onConfirm={endSession} />
    </Suspense>
  );
}
