// Wires the shell models to the browser and the router: viewport width, tabs and keep-alive following the route, menu sync.
import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import {
  bindTabsToRouter,
  defaultMultiTab,
  displayTitle,
  fullPathOf,
  homeTabTitle,
  isHomePath,
  isNoLoginPath,
  useModelState,
  type MenuModel,
  type PermissionEntry,
} from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { findMenuEntry } from '../../app/resolve-menu-page';
import { applyPrimaryColor } from '../settings/apply-primary-color';
import { pageTitleFor } from './page-titles';

export interface ShellBindingsInput {
  menu: MenuModel;
  routeMenu: readonly PermissionEntry[];
  appCode: string;
  tenantId: string | undefined;
  /** False until the permission list is loaded: a tab opened earlier would keep a title without its menu. */
  menuReady: boolean;
}

export function useShellBindings({
  menu,
  routeMenu,
  appCode,
  tenantId,
  menuReady,
}: ShellBindingsInput): void {
  const shell = useShell();
  const { device } = useModelState(shell.layout);
  const { multiPage, primaryColor, colorWeak } = useModelState(shell.settings);
  const location = useRouterState({ select: (state) => state.location });

  useEffect(() => {
    const onResize = () => shell.layout.setWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [shell.layout]);

  useEffect(() => {
    shell.tabs.setMultiTab(multiPage && defaultMultiTab({ device }));
  }, [shell.tabs, multiPage, device]);

  useEffect(() => {
    shell.tabs.setHomeTitle(homeTabTitle({ appCode, tenantId }));
  }, [shell.tabs, appCode, tenantId]);

  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', colorWeak);
  }, [colorWeak]);

  useEffect(() => {
    if (primaryColor.toUpperCase() === '#1890FF') return;
    try {
      applyPrimaryColor(primaryColor);
    } catch {
      // A stored colour the browser rejects leaves the default theme.
    }
  }, [primaryColor]);

  useEffect(
    () =>
      bindTabsToRouter(shell.tabs, shell.router, (path) => {
        // "/" only forwards to the home path (routes/index.tsx): a login that lands there must not leave a "/" tab.
        if (isNoLoginPath(path) || !menuReady || path === '/') return null;
        const entry = findMenuEntry(routeMenu, path);
        const context = { appCode, tenantId };
        if (isHomePath(path)) return { meta: { title: homeTabTitle(context) } };
        const title = entry?.meta?.title ? displayTitle(entry.meta.title, context) : pageTitleFor(path);
        shell.keepAlive.visit({
          componentName: entry?.meta?.componentName ?? null,
          name: entry?.name ?? null,
          keepAlive: Boolean(entry?.meta?.keepAlive),
        });
        return {
          ...(entry?.name ? { name: entry.name } : {}),
          meta: { title, keepAlive: Boolean(entry?.meta?.keepAlive) },
        };
      }),
    [shell.tabs, shell.router, shell.keepAlive, routeMenu, appCode, tenantId, menuReady],
  );

  useEffect(() => {
    menu.syncLocation({
      path: location.pathname,
      fullPath: fullPathOf(location.pathname, Object.fromEntries(new URLSearchParams(location.searchStr))),
    });
    // Each navigation starts at the top of the page (shell-spec 2.4).
    document.getElementById('shell-scroll')?.scrollTo?.({ top: 0 });
  }, [menu, location.pathname, location.searchStr]);
}
