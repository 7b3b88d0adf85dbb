// Logout with confirmation (shell-spec 2.9): ends the session, goes to the login path and reloads.
import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { loginPathFor } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { ConfirmDialogContent } from '../../ui/confirm-dialog-content';
import { Icon } from '../../ui/icon';

export function LogoutButton({ compact = false }: { compact?: boolean }) {
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
          aria-label="退出登录"
          className="flex h-10 items-center gap-1.5 rounded px-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon name="logout" />
          {!compact && <span>退出登录</span>}
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
