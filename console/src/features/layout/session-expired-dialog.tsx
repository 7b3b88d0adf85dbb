// The 登录已过期 dialog (shell-spec 8), in its own module so the login route loads no dialog code until it is needed.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ERROR_TEXT } from '@clinic/sdk';
import { ConfirmDialogContent } from '../../ui/confirm-dialog-content';

export function SessionExpiredDialog({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  return (
    <AlertDialog.Root open>
      <ConfirmDialogContent
        title={ERROR_TEXT.tokenExpiredTitle}
        description={ERROR_TEXT.tokenExpired}
        confirmText="重新登录"
        onConfirm={onConfirm}
      />
    </AlertDialog.Root>
  );
}
