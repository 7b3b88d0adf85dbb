// Tab entries and the answers tab operations give back to the UI (shell-spec 2.7, 3).

export interface TabMeta {
  title?: string;
  icon?: string | null;
  keepAlive?: boolean;
  [field: string]: unknown;
}

/** One open page, keyed by its full path (path + query). */
export interface TabEntry {
  fullPath: string;
  path: string;
  name?: string;
  meta: TabMeta;
}

/** What the UI does after an operation: show a warning, and/or go somewhere. */
export interface TabOutcome {
  /** A warning to show (首页不能关闭! / 这是最后一页，不能再关闭了啦). */
  warning?: string;
  /** Where to navigate because the active page was closed. */
  navigateTo?: string;
}

export interface TabsSnapshot {
  tabs: TabEntry[];
  activeKey: string | null;
  multiTab: boolean;
  /** Per full path, bumped by `refresh`: the UI keys the page by it to remount. */
  refreshKeys: Record<string, number>;
}
