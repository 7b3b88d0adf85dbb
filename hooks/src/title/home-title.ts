// Home-page titles (shell-spec 2.5): the tenant-specific home tab name and the DF-D-WEB relabel to 统计分析.
import { HOME_PATH } from '../session/login-routes.js';

export const HOME_TAB_TITLE = '首页';
/** The tenant whose home page is its own workbench; the spec leaves the wording to us. */
export const SPECIAL_HOME_TENANT_ID = '1423892807230000001';
export const SPECIAL_HOME_TAB_TITLE = '工作台';
export const STATISTICS_TITLE = '统计分析';
export const STATISTICS_APP_CODE = 'DF-D-WEB';

export interface TitleContext {
  tenantId?: string | number | null | undefined;
  appCode?: string | null | undefined;
}

/** Titles that mean "the home page", whichever language the menu was authored in. */
const HOME_TITLES = new Set([HOME_TAB_TITLE, 'home', 'Home', '首页']);

export function isHomeTitle(title: string | null | undefined): boolean {
  return typeof title === 'string' && HOME_TITLES.has(title.trim());
}

export function isHomePath(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare === HOME_PATH || bare === `${HOME_PATH}/`;
}

/** Name of the home tab: DF-D-WEB shows 统计分析; tenant 1423892807230000001 gets its own name. */
export function homeTabTitle(context: TitleContext = {}): string {
  if (context.appCode === STATISTICS_APP_CODE) return STATISTICS_TITLE;
  // Tenant ids exceed 2^53: compare as strings so a number never matches by rounding.
  if (String(context.tenantId ?? '') === SPECIAL_HOME_TENANT_ID) return SPECIAL_HOME_TAB_TITLE;
  return HOME_TAB_TITLE;
}

/** A menu item or tab titled "home" reads 统计分析 under DF-D-WEB; every other title is kept. */
export function displayTitle(title: string, context: TitleContext = {}): string {
  if (context.appCode === STATISTICS_APP_CODE && isHomeTitle(title)) return STATISTICS_TITLE;
  return title;
}
