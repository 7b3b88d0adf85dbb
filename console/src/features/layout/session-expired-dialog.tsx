// The 登录已过期 dialog shown when the server ends the session (shell-spec 4.1).
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { loginPathFor, useSession } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { ConfirmDialogContent } from '../../ui/confirm-dialog-content';

export function SessionExpiredDialog() {
  const { session, appCode, webAlias } = useClinic();
  const { expired } = useSession(session);

  const relogin = async () => {
    await session.logout();
    window.location.assign(loginPathFor({ appCode, webAlias }));
  };

  return (
    <AlertDialog.Root open={expired}>
      <ConfirmDialogContent
        title="登录已过期"
        description="很抱歉，登录已过期，请重新登录"
        confirmText="重新登录"
        onConfirm={relogin}
      />
    </AlertDialog.Root>
  );
}
