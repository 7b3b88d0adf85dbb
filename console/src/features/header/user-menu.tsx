// The avatar menu (shell-spec 2.9): settings, change password, clear caches, feedback, logout with confirmation.
import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { settingsDrawerAllowed, usePermissions, useModelState, type CacheOutcome } from '@clinic/hooks';
import { cacheActionsFor } from '../../app/dict-cache';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { ConfirmDialogContent } from '../../ui/confirm-dialog-content';
import { DropdownMenu } from '../../ui/dropdown-menu';
import { Icon } from '../../ui/icon';
import { toast } from '../../ui/toast';
import { PasswordDialog } from '../password/password-dialog';
import { SettingsDrawer } from '../settings/settings-drawer';
import { useLogout } from '../../app/use-logout';

export const FEEDBACK_PATH = '/system/feedback/my/List';

export function UserMenu({ compact }: { compact: boolean }) {
  const { client, session } = useClinic();
  const endSession = useLogout();
  const { userInfo } = useModelState(session);
  const { router } = useShell();
  const { has } = usePermissions();
  const settingsAllowed = settingsDrawerAllowed({ development: import.meta.env.DEV, has });
  const [dialog, setDialog] = useState<null | 'settings' | 'password' | 'logout'>(null);
  const [busy, setBusy] = useState(false);
  const name = userInfo?.realname || userInfo?.username || '';

  const report = (outcome: CacheOutcome) =>
    outcome.ok ? toast.success(outcome.message) : toast.warning(outcome.message);

  const logout = async () => {
    setBusy(true);
    await endSession();
  };

  return (
    <>
      <DropdownMenu
        label="用户菜单"
        trigger={
          <button
            type="button"
            className="flex h-10 items-center gap-2 rounded px-2 text-sm text-slate-700 hover:bg-slate-100"
          >
            <span
              aria-hidden
              className="flex h-7 w-7 items-center justify-center rounded-full bg-primary-strong text-xs font-medium text-white"
            >
              {name.slice(0, 1) || '?'}
            </span>
            {!compact && <span className="max-w-24 truncate">{name}</span>}
            <span className="sr-only">{compact ? `用户菜单 ${name}` : '用户菜单'}</span>
          </button>
        }
        items={[
          ...(settingsAllowed
            ? [
                {
                  key: 'settings',
                  label: '系统设置',
                  icon: <Icon name="setting" />,
                  onSelect: () => setDialog('settings'),
                },
              ]
            : []),
          {
            key: 'password',
            label: '密码修改',
            icon: <Icon name="lock" />,
            onSelect: () => setDialog('password'),
          },
          {
            key: 'dict',
            label: '刷新字典缓存',
            icon: <Icon name="reload" />,
            onSelect: () => void cacheActionsFor(client).refreshDict().then(report),
          },
          {
            key: 'cache',
            label: '清除系统缓存',
            icon: <Icon name="clear" />,
            onSelect: () => void cacheActionsFor(client).clearSystem().then(report),
          },
          {
            key: 'feedback',
            label: '意见反馈',
            icon: <Icon name="feedback" />,
            onSelect: () => router.navigate(FEEDBACK_PATH),
          },
          { type: 'separator', key: 'sep' },
          {
            key: 'logout',
            label: '退出登录',
            icon: <Icon name="logout" />,
            onSelect: () => setDialog('logout'),
          },
        ]}
      />
      {settingsAllowed && (
        <SettingsDrawer
          open={dialog === 'settings'}
          onOpenChange={(open) => setDialog(open ? 'settings' : null)}
        />
      )}
      <PasswordDialog
        open={dialog === 'password'}
        onOpenChange={(open) => setDialog(open ? 'password' : null)}
      />
      <AlertDialog.Root open={dialog === 'logout'} onOpenChange={(open) => setDialog(open ? 'logout' : null)}>
        <ConfirmDialogContent
          title="退出登录"
          description="确定要退出登录吗？"
          confirmText="确定"
          cancelText="取消"
          busy={busy}
          onConfirm={logout}
        />
      </AlertDialog.Root>
    </>
  );
}
