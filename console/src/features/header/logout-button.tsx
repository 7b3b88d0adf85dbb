// Logout with confirmation (shell-spec 2.9): ends the session, goes to the login path and reloads.
import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ConfirmDialogContent } from '../../ui/confirm-dialog-content';
import { Icon } from '../../ui/icon';
import { useLogout } from '../../app/use-logout';

export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await logout();
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
