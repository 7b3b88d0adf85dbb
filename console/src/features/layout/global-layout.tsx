// The global layout (shell-spec 2.6): side menu (inline, or a 200px drawer on mobile) or top menu, header, tabs, footer.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import {
  HEADER_HIDE_THRESHOLD_PX,
  HOME_PATH,
  MOBILE_DRAWER_WIDTH,
  useHeaderHidden,
  useModelState,
  type MenuBadgesModel,
  type MenuModel,
} from '@clinic/hooks';
import { APP_TITLE } from '../../app/app-config';
import { AppFooter } from './app-footer';
import { useShell } from '../../app/shell-context';
import { Drawer } from '../../ui/drawer';
import { HeaderBar } from '../header/header-bar';
import { SideMenu } from '../menu/side-menu';
import { TopMenu } from '../menu/top-menu';
import { TabStrip } from '../tabs/tab-strip';
import { MAIN_ID, SkipLink } from './skip-link';

/** Desktop side menu widths: open and collapsed (Ant Design Pro). */
const SIDER_WIDTH = 208;
const SIDER_COLLAPSED_WIDTH = 80;

function Logo({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  return (
    <Link
      to={HOME_PATH}
      className={`flex h-16 shrink-0 items-center gap-2.5 overflow-hidden px-5 ${dark ? 'text-white' : 'text-slate-900'} ${
        collapsed ? 'justify-center px-0' : 'min-w-[165px]'
      }`}
    >
      <img src="/favicon.svg" alt="" className="h-8 w-8 shrink-0" />
      {!collapsed && <span className="truncate text-base font-semibold">{APP_TITLE}</span>}
    </Link>
  );
}

export interface GlobalLayoutProps {
  menu: MenuModel;
  badges: MenuBadgesModel;
  pageHeader: ReactNode;
  children: ReactNode;
}

export function GlobalLayout({ menu, badges, pageHeader, children }: GlobalLayoutProps) {
  const shell = useShell();
  const { device, sidebarOpen } = useModelState(shell.layout);
  const settings = useModelState(shell.settings);
  const [scrollTop, setScrollTop] = useState(0);
  const headerHidden = useHeaderHidden(shell.settings, scrollTop);
  const mobile = device === 'mobile';
  const top = settings.layout === 'top' && !mobile;
  const dark = settings.theme === 'dark';
  const siderCollapsed = !sidebarOpen;
  useEffect(() => menu.setCollapsed(!mobile && !top && siderCollapsed), [menu, mobile, top, siderCollapsed]);

  const sider = !top && !mobile && (
    <aside
      aria-label="侧边栏"
      style={{ width: siderCollapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH }}
      className={`flex shrink-0 flex-col overflow-hidden transition-[width] ${
        dark ? 'bg-[#001529]' : 'border-r border-slate-200 bg-white'
      } ${settings.fixedSidebar ? 'sticky top-0 h-screen' : ''}`}
    >
      <Logo collapsed={siderCollapsed} dark={dark} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SideMenu model={menu} badges={badges} theme={settings.theme} collapsed={siderCollapsed} />
      </div>
    </aside>
  );

  return (
    <div className="flex h-full">
      <SkipLink />
      {sider}
      {mobile && (
        <Drawer
          open={sidebarOpen}
          onOpenChange={(open) => shell.layout.setSidebarOpen(open)}
          side="left"
          width={MOBILE_DRAWER_WIDTH}
          srTitle="菜单"
          className={dark ? 'bg-[#001529]' : 'bg-white'}
        >
          <Logo collapsed={false} dark={dark} />
          <SideMenu
            model={menu}
            badges={badges}
            theme={settings.theme}
            collapsed={false}
            onNavigate={() => shell.layout.setSidebarOpen(false)}
          />
        </Drawer>
      )}
      <div
        id="shell-scroll"
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        className="flex min-w-0 flex-1 flex-col overflow-y-auto"
      >
        <div
          className={`z-20 transition-transform ${settings.fixedHeader ? 'sticky top-0' : ''} ${
            headerHidden ? '-translate-y-full' : ''
          }`}
          data-hidden={headerHidden || undefined}
          data-threshold={HEADER_HIDE_THRESHOLD_PX}
        >
          <HeaderBar
            menu={menu}
            showToggle={!top}
            leading={
              top ? (
                <>
                  <Logo collapsed={false} dark={false} />
                  <TopMenu model={menu} />
                </>
              ) : undefined
            }
          />
          {/* Desktop single-page mode keeps a strip of one; mobile has none (showsTabStrip). */}
          <TabStrip model={shell.tabs} />
        </div>
        {pageHeader}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={`flex-1 p-4 outline-none md:p-6 ${top && settings.contentWidth === 'fixed' ? 'mx-auto w-full max-w-[1200px]' : ''}`}
        >
          {children}
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
