// The console's one logout flow (hooks logoutAndLeave): every logout path of the shell goes through it.
import { useCallback } from 'react';
import { browserStore } from '@clinic/sdk';
import { logoutAndLeave, takeLogoutNotice, type LogoutResult } from '@clinic/hooks';
import { useClinic } from './clinic-context';

/** A failed logout's notice waits here for the login page, across the full reload, in this tab only. */
function logoutNotices() {
  return browserStore<string>('LOGOUT_NOTICE', {
    ...(typeof sessionStorage === 'undefined' ? {} : { storage: sessionStorage }),
  });
}

/** Ends the session and loads the login page (or `to`, e.g. the current address to come back to); `reason` says
 * on the login page why, when the user did not ask (the idle logout). */
export function useLogout(): (to?: string, reason?: string) => Promise<LogoutResult> {
  const { session, appCode, webAlias } = useClinic();
  return useCallback(
    (to?: string, reason?: string) =>
      logoutAndLeave({
        session,
        variant: { appCode, webAlias },
        notices: logoutNotices(),
        leave: (path) => window.location.assign(path),
        ...(to === undefined ? {} : { to }),
        ...(reason === undefined ? {} : { reason }),
      }),
    [session, appCode, webAlias],
  );
}

/** The notice a failed logout left for the login page, read once. */
export function takePendingLogoutNotice(): string | null {
  return takeLogoutNotice(logoutNotices());
}
