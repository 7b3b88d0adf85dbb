// The multi-tab strip of shell-spec 2.7: open, close (left/right/others), refresh, and multi-tab on/off.
import { createObservableStore } from '../core/observable-store.js';
import { HOME_PATH } from '../session/login-routes.js';
import { HOME_CLOSE_WARNING, LAST_PAGE_WARNING, isHomeKey, isReportPath } from './tab-rules.js';
import { pageInstanceKey } from './page-instance-key.js';
import type { TabEntry, TabOutcome, TabsSnapshot } from './tab-types.js';

export interface TabsModelOptions {
  multiTab: boolean;
  homePath?: string;
  /** The home tab's title (see `homeTabTitle`); kept on the home tab whatever the route meta says. */
  homeTitle?: string;
  isReport?: (tab: TabEntry) => boolean;
}

export interface TabsModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): TabsSnapshot;
  /** Called on every route change: adds the page, or replaces its entry keeping the meta it had. */
  open(tab: TabEntry): void;
  close(fullPath: string): TabOutcome;
  closeLeft(fullPath: string): TabOutcome;
  closeRight(fullPath: string): TabOutcome;
  closeOthers(fullPath: string): TabOutcome;
  /** Remounts the page (new refresh key) and goes to it when it is not the active one. */
  refresh(fullPath: string): TabOutcome;
  setMultiTab(on: boolean): void;
  setHomeTitle(title: string): void;
  /**
   * Names the open tabs of a path after what the page loaded (健康档案 - 张三); switching back keeps it. A path with a
   * query (`/medicalRecords/list?projectId=1`) names that page only, whatever list state its address carries.
   */
  setTitle(path: string, title: string): void;
  /** Back to the home tab alone (logout). */
  reset(): void;
}

export function createTabsModel(options: TabsModelOptions): TabsModel {
  const homePath = options.homePath ?? HOME_PATH;
  const isReport = options.isReport ?? ((tab: TabEntry) => isReportPath(tab.path));
  let homeTitle = options.homeTitle ?? '首页';
  const homeTab = (): TabEntry => ({ fullPath: homePath, path: homePath, meta: { title: homeTitle } });
  const isHome = (key: string) => isHomeKey(key, homePath);

  const store = createObservableStore<TabsSnapshot>({
    tabs: options.multiTab ? [homeTab()] : [],
    activeKey: null,
    multiTab: options.multiTab,
    refreshKeys: {},
  });
  const snap = () => store.getSnapshot();

  const withHomeTitle = (tab: TabEntry): TabEntry =>
    isHome(tab.fullPath) ? { ...tab, meta: { ...tab.meta, title: homeTitle } } : tab;

  /** Sets the tab list; when the active page went away, activates a neighbour and says where to go. */
  const apply = (tabs: TabEntry[], preferred: string | null, closedIndex = 0): TabOutcome => {
    const { activeKey } = snap();
    if (activeKey !== null && tabs.some((t) => t.fullPath === activeKey) && preferred === activeKey) {
      store.update({ tabs });
      return {};
    }
    const byKey = preferred ? tabs.find((t) => t.fullPath === preferred) : undefined;
    const target = byKey ?? tabs[Math.min(closedIndex, tabs.length - 1)] ?? homeTab();
    const finalTabs = tabs.length > 0 ? tabs : [target];
    store.update({ tabs: finalTabs, activeKey: target.fullPath });
    return target.fullPath === activeKey ? {} : { navigateTo: target.fullPath };
  };

  const open = (raw: TabEntry) => {
    const tab = withHomeTitle(raw);
    const { tabs, multiTab } = snap();
    if (!multiTab) {
      store.update({ tabs: [tab], activeKey: tab.fullPath });
      return;
    }
    // The same page with other list state (paging, filters) is the same tab: its entry follows the address.
    const instance = pageInstanceKey(tab.fullPath);
    const index = tabs.findIndex((t) => pageInstanceKey(t.fullPath) === instance);
    const next = [...tabs];
    // Switching back to an open page keeps the meta it was opened with (a renamed title survives).
    if (index >= 0) next[index] = { ...tab, meta: tabs[index]!.meta };
    else next.push(tab);
    const previous = index >= 0 ? tabs[index]!.fullPath : null;
    const { refreshKeys } = snap();
    if (previous !== null && previous !== tab.fullPath && refreshKeys[previous] !== undefined) {
      const { [previous]: count, ...rest } = refreshKeys;
      store.update({ tabs: next, activeKey: tab.fullPath, refreshKeys: { ...rest, [tab.fullPath]: count! } });
      return;
    }
    store.update({ tabs: next, activeKey: tab.fullPath });
  };

  const close = (key: string): TabOutcome => {
    const { tabs, activeKey } = snap();
    const index = tabs.findIndex((t) => t.fullPath === key);
    if (index < 0) return {};
    const tab = tabs[index]!;
    if (isHome(key)) return { warning: HOME_CLOSE_WARNING };
    if (tabs.length === 1) {
      if (!isReport(tab)) return { warning: LAST_PAGE_WARNING };
      // A report page closes silently; with nothing left the user lands on the home page.
      store.update({ tabs: [homeTab()], activeKey: homePath });
      return { navigateTo: homePath };
    }
    const rest = tabs.filter((t) => t.fullPath !== key);
    const preferred = key === activeKey ? null : activeKey;
    return apply(rest, preferred, index);
  };

  const closeWhere = (key: string, drop: (i: number, pivot: number) => boolean): TabOutcome => {
    const { tabs, activeKey } = snap();
    const pivot = tabs.findIndex((t) => t.fullPath === key);
    if (pivot < 0) return {};
    const rest = tabs.filter((t, i) => i === pivot || isHome(t.fullPath) || !drop(i, pivot));
    const activeKept = rest.some((t) => t.fullPath === activeKey);
    return apply(rest, activeKept ? activeKey : key);
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: snap,
    open,
    close,
    closeLeft: (key) => closeWhere(key, (i, pivot) => i < pivot),
    closeRight: (key) => closeWhere(key, (i, pivot) => i > pivot),
    closeOthers: (key) => closeWhere(key, (i, pivot) => i !== pivot),
    refresh(key) {
      const { refreshKeys, activeKey, tabs } = snap();
      if (!tabs.some((t) => t.fullPath === key)) return {};
      store.update({ refreshKeys: { ...refreshKeys, [key]: (refreshKeys[key] ?? 0) + 1 }, activeKey: key });
      return key === activeKey ? {} : { navigateTo: key };
    },
    setMultiTab(on) {
      const { tabs, activeKey, multiTab } = snap();
      if (on === multiTab) return;
      const current = tabs.find((t) => t.fullPath === activeKey);
      if (!on) {
        store.update({ multiTab: false, tabs: current ? [current] : [] });
        return;
      }
      const kept = current ? [current] : [];
      store.update({
        multiTab: true,
        tabs: current && isHome(current.fullPath) ? kept : [homeTab(), ...kept],
      });
    },
    setHomeTitle(title) {
      homeTitle = title;
      store.update({ tabs: snap().tabs.map(withHomeTitle) });
    },
    setTitle(path, title) {
      // A path with its query names one page (a project's 受试者管理); a bare path every page of it.
      const named = path.includes('?')
        ? (t: TabEntry) => pageInstanceKey(t.fullPath) === pageInstanceKey(path)
        : (t: TabEntry) => t.path === path;
      store.update({
        tabs: snap().tabs.map((t) => (named(t) ? { ...t, meta: { ...t.meta, title } } : t)),
      });
    },
    reset() {
      store.set({
        tabs: snap().multiTab ? [homeTab()] : [],
        activeKey: null,
        multiTab: snap().multiTab,
        refreshKeys: {},
      });
    },
  };
}
