// The global header (shell-spec 2.9): sidebar toggle, menu search, notices, department, greeting, user menu, logout.
import type { ReactNode } from 'react';
import { useGreeting, useModelState, type MenuModel } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Icon } from '../../ui/icon';
import { LogoutButton } from './logout-button';
import { MenuSearch } from '../menu/menu-search';
import { shellSlots } from '../../app/shell-slots';
import { DepartButton } from './depart-button';
import { TenantSwitch } from './tenant-switch';
import { UserMenu } from './user-menu';

export interface HeaderBarProps {
  menu: MenuModel;
  /** Left side content: the sidebar toggle in side mode, the logo and top menu in top mode. */
  leading?: ReactNode;
  showToggle: boolean;
}

export function HeaderBar({ menu, leading, showToggle }: HeaderBarProps) {
  const { session } = useClinic();
  const { layout } = useShell();
  const { device, sidebarOpen } = useModelState(layout);
  const { userInfo, expired } = useModelState(session);
  const greeting = useGreeting({ name: userInfo?.realname || userInfo?.username || '', device });
  const compact = device === 'mobile';
  // A session the server already ended opens no message socket (its handshake would be refused).
  const Bell = expired ? null : shellSlots.noticeBell;

  return (
    <header className="flex h-16 items-center gap-2 bg-white px-3 shadow-[0_1px_4px_rgba(0,21,41,0.08)]">
      {showToggle && (
        <button
          type="button"
          aria-label={sidebarOpen ? '收起菜单' : '展开菜单'}
          aria-expanded={sidebarOpen}
          onClick={() => layout.toggleSidebar()}
          className="flex h-10 w-10 items-center justify-center rounded text-slate-600 hover:bg-slate-100"
        >
          <Icon name={sidebarOpen ? 'menu-fold' : 'menu-unfold'} size={20} />
        </button>
      )}
      {leading}
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <MenuSearch model={menu} />
        {Bell && <Bell />}
        <TenantSwitch compact={compact} />
        <DepartButton compact={compact} />
        {greeting && (
          <span className="hidden px-2 text-sm text-slate-600 md:inline" data-testid="greeting">
            {greeting.welcome}
          </span>
        )}
        <UserMenu compact={compact} />
        <LogoutButton compact={compact} />
      </div>
    </header>
  );
}
