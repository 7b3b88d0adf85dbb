// Public surface of the tab strip (shell-spec 2.7).
export type { TabEntry, TabMeta, TabOutcome, TabsSnapshot } from './tab-types.js';
export {
  HOME_CLOSE_WARNING,
  LAST_PAGE_WARNING,
  defaultMultiTab,
  isHomeKey,
  isReportPath,
  showsTabStrip,
  type Device,
  type MultiTabDefaultInput,
} from './tab-rules.js';
export { createTabsModel, type TabsModel, type TabsModelOptions } from './tabs-model.js';
export { bindTabsToRouter, fullPathOf, type RouteInfo } from './bind-tabs-to-router.js';
export { pageInstanceKey } from './page-instance-key.js';
