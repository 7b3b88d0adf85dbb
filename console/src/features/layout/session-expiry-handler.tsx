// What the user sees when the server ends the session (shell-spec 4.1, 8): 401 notice then logout, or the 登录已过期 dialog.
import { useCallback, useEffect } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ERROR_TEXT } from '@clinic/sdk';
import { UNAUTHORIZED_LOGOUT_DELAY_MS, useSession } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { ConfirmDialogContent } from '../../ui/confirm-dialog-content';
import { dismissToast, showToast } from '../../ui/toast';

export function SessionExpiryHandler() {
  const { session } = useClinic();
  const { expired } = useSession(session);

  // Reloading the page lets the guard send the user to login with the current address as redirect.
  const endSession = useCallback(async () => {
    await session.logout();
    window.location.reload();
  }, [session]);

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

  return (
    <>
      <AlertDialog.Root open={expired === 'token-invalid'}>
        <ConfirmDialogContent
          title={ERROR_TEXT.tokenExpiredTitle}
          description={ERROR_TEXT.tokenExpired}
          confirmText="重新登录"
          onConfirm={endSession}
        />
      </AlertDialog.Root>
    </>
  );
}
