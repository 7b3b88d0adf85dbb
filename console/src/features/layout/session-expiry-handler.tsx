// What the user sees when the server ends the session (shell-spec 4.1, 8): 401 notice then logout, or the 登录已过期 dialog.
import { useCallback, useEffect } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as Toast from '@radix-ui/react-toast';
import { ERROR_TEXT } from '@clinic/sdk';
import { UNAUTHORIZED_LOGOUT_DELAY_MS, useSession } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { ConfirmDialogContent } from '../../ui/confirm-dialog-content';

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
    const timer = setTimeout(() => void endSession(), UNAUTHORIZED_LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expired, endSession]);

  return (
    <>
      <Toast.Provider swipeDirection="up">
        <Toast.Root
          open={expired === 'unauthorized'}
          duration={Infinity}
          className="rounded-lg bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200"
        >
          <Toast.Title className="text-sm font-medium text-slate-900">{ERROR_TEXT.title}</Toast.Title>
          <Toast.Description className="mt-1 text-sm text-slate-600">
            {ERROR_TEXT.unauthorized}
          </Toast.Description>
        </Toast.Root>
        <Toast.Viewport className="fixed top-4 left-1/2 z-50 flex w-80 max-w-[92vw] -translate-x-1/2 flex-col gap-2 outline-none" />
      </Toast.Provider>
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
