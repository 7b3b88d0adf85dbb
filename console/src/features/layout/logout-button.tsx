// Logout with confirmation (shell-spec 2.9): ends the session, goes to the login path and reloads.
import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { loginPathFor } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { ConfirmDialogContent } from '../../ui/confirm-dialog-content';

export function LogoutButton() {
  const { session, appCode, webAlias } = useClinic();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await session.logout();
    // A full load drops every in-memory cache of the old session.
    window.location.assign(loginPathFor({ appCode, webAlias }));
  };

  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          className="rounded-md px-3 py-1.5 text-slate-600 ring-1 ring-slate-200 transition hover:bg-slate-50 hover:text-primary"
        >
          退出登录
        </button>
      </AlertDialog.Trigger>
      <ConfirmDialogContent
        title="退出登录"
        description="确定要退出登录吗？"
        confirmText="确定"
        cancelText="取消"
        busy={busy}
        onConfirm={confirm}
      />
    </AlertDialog.Root>
  );
}
