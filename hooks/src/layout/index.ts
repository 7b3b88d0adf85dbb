// Public surface of the layout rules (shell-spec 2.6): device, sidebar, research shell, breadcrumb, keep-alive.
export {
  BREAKPOINT_QUERIES,
  MOBILE_DRAWER_WIDTH,
  MOBILE_MAX_WIDTH,
  TABLET_MAX_WIDTH,
  deviceFromWidth,
  screenFromWidth,
  type ScreenSize,
} from './device.js';
export {
  createLayoutModel,
  type LayoutModel,
  type LayoutModelOptions,
  type LayoutSnapshot,
} from './layout-model.js';
export {
  PROJECT_NAME_MAX_CHARS,
  RESEARCH_APP_CODE,
  RESEARCH_SIDEBAR_ITEMS,
  RESEARCH_LAYOUT_TITLE,
  RESEARCH_SIDEBAR_WIDTH,
  activeResearchItem,
  headerProjectName,
  projectPageTitle,
  type HeaderProjectName,
  type ResearchSidebarItem,
} from './research-shell.js';
export { breadcrumbFrom, showPageHeader, type Crumb, type MatchedRoute } from './breadcrumb.js';
export { createKeepAliveModel, type KeepAliveModel, type KeepAliveRoute } from './keep-alive-model.js';
export { clearShellOnLogout, type ShellParts } from './clear-shell-on-logout.js';
export { fitItems } from './fit-items.js';
export {
  RESEARCH_APP_CODES,
  decideGuard,
  guardVariantOf,
  resolveGuard,
  type GuardDecision,
  type GuardEffects,
  type GuardInput,
  type GuardVariant,
} from './guard-variants.js';
