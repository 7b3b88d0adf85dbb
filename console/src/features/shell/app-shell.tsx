// The signed-in shell: picks the research or the global layout and hosts the page area.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  createMenuBadgesModel,
  createMenuModel,
  menuBadgeFetcherFromClient,
  storedProjectFor,
  useDocumentTitle,
  useModelState,
  useTabs,
  appVariantOf,
} from '@clinic/hooks';
import { useRouterState } from '@tanstack/react-router';
import { APP_TITLE } from '../../app/app-config';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { mergeRouteMenus } from '../../app/route-menu';
import { GlobalLayout } from '../layout/global-layout';
import { ResearchLayout } from '../layout/research-layout';
import { PageHeader } from './page-header';
import { PageHost } from './page-host';
import { useShellBindings } from './use-shell-bindings';
import { IdleLogoutDialog } from './idle-logout-dialog';
import { shellSlots } from '../../app/shell-slots';

export function AppShell() {
  const { client, session, appCode } = useClinic();
  const shell = useShell();
  const { userInfo } = useModelState(session);
  const tenantId = userInfo?.tenantId;
  const permissions = useSyncExternalStore(shell.permissions.subscribe, shell.permissions.getSnapshot);
  const research = appVariantOf(appCode).research;

  const menu = useMemo(() => createMenuModel({ appCode, tenantId }), [appCode, tenantId]);
  const badges = useMemo(() => createMenuBadgesModel(menuBadgeFetcherFromClient(client)), [client]);
  const userId = userInfo?.id ?? null;
  const routeMenu = useMemo(
    () => mergeRouteMenus(permissions.menu, storedProjectFor(shell.projectStore, userId)?.permission?.menu),
    [shell, permissions, userId],
  );
  useEffect(() => menu.setMenu(permissions.menu), [menu, permissions.menu]);
  useShellBindings({
    menu,
    routeMenu,
    appCode,
    tenantId,
    menuReady: permissions.status !== 'empty' && permissions.status !== 'loading',
  });
  const tabs = useTabs(shell.tabs);
  const activeTitle = tabs.tabs.find((tab) => tab.fullPath === tabs.activeKey)?.meta.title;
  const path = useRouterState({ select: (state) => state.location.pathname });
  useDocumentTitle({ path, title: typeof activeTitle === 'string' ? activeTitle : '', appName: APP_TITLE });

  const pageHeader = <PageHeader menu={routeMenu} appCode={appCode} tenantId={tenantId} />;
  const content = <PageHost menu={routeMenu} />;
  const layout = research ? (
    <ResearchLayout menu={menu} pageHeader={pageHeader}>
      {content}
    </ResearchLayout>
  ) : (
    <GlobalLayout menu={menu} badges={badges} pageHeader={pageHeader}>
      {content}
    </GlobalLayout>
  );
  const MenuBadgeSync = shellSlots.menuBadgeSync;
  return (
    <>
      {layout}
      {MenuBadgeSync && <MenuBadgeSync badges={badges} />}
      <IdleLogoutDialog />
    </>
  );
}
