// The content area: file-routed pages through <Outlet/>, menu pages kept mounted (hidden) while their tab is open.
import { useRef } from 'react';
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { fullPathOf, pageInstanceKey, useModelState, useTabs, type TabEntry } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { findMenuEntry } from '../../app/resolve-menu-page';
import { PageContext } from '../../app/page-context';
import { RegistryPage } from './menu-page';
import type { PermissionEntry } from '@clinic/hooks';

const SPLAT_ROUTE_ID = '/$';

interface KeptPage {
  fullPath: string;
  path: string;
  search: Record<string, string>;
  entry: PermissionEntry;
}

function searchOf(fullPath: string): Record<string, string> {
  const index = fullPath.indexOf('?');
  return index < 0 ? {} : Object.fromEntries(new URLSearchParams(fullPath.slice(index + 1)));
}

export function PageHost({ menu }: { menu: readonly PermissionEntry[] }) {
  const shell = useShell();
  const { tabs, activeKey, refreshKeys, multiTab } = useTabs(shell.tabs);
  const keptNames = useModelState(shell.keepAlive);
  const location = useRouterState({ select: (state) => state.location });
  const matches = useMatches();
  const dynamic = matches.at(-1)?.routeId === SPLAT_ROUTE_ID;
  const current = fullPathOf(location.pathname, Object.fromEntries(new URLSearchParams(location.searchStr)));
  // Menu pages ever shown, by page identity (full path less list state, see pageInstanceKey): paging a list
  // updates its kept page instead of mounting another. A tab whose page was never opened has nothing to keep.
  const seen = useRef(new Map<string, KeptPage>());
  const currentKey = pageInstanceKey(current);
  if (dynamic) {
    const entry = findMenuEntry(menu, location.pathname);
    if (entry) {
      seen.current.set(currentKey, {
        fullPath: current,
        path: location.pathname,
        search: searchOf(current),
        entry,
      });
    }
  }
  const keepByMeta = (page: KeptPage) =>
    keptNames.includes(String(page.entry.meta?.componentName ?? page.entry.name ?? ''));
  const open = new Set(tabs.map((tab: TabEntry) => pageInstanceKey(tab.fullPath)));
  for (const key of [...seen.current.keys()]) {
    const page = seen.current.get(key)!;
    const keep = key === currentKey || (multiTab ? open.has(key) : keepByMeta(page));
    if (!keep) seen.current.delete(key);
  }

  return (
    <>
      {[...seen.current.entries()].map(([key, page]) => {
        const active = dynamic && key === currentKey;
        return (
          <div key={`${key}#${refreshKeys[page.fullPath] ?? 0}`} hidden={!active} data-page={page.fullPath}>
            <PageContext.Provider
              value={{
                fullPath: page.fullPath,
                path: page.path,
                search: page.search,
                active,
                url: page.entry.meta?.url ?? null,
              }}
            >
              <RegistryPage component={page.entry.component} />
            </PageContext.Provider>
          </div>
        );
      })}
      {!dynamic && (
        <div key={`${current}#${refreshKeys[activeKey ?? current] ?? 0}`}>
          <Outlet />
        </div>
      )}
    </>
  );
}
