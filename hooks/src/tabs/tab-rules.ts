// Pure tab rules: default multi-tab mode, home and report page detection, the two warnings.
import { HOME_PATH } from '../session/login-routes.js';

export const HOME_CLOSE_WARNING = '首页不能关闭!';
export const LAST_PAGE_WARNING = '这是最后一页，不能再关闭了啦';

export type Device = 'desktop' | 'mobile';

export interface MultiTabDefaultInput {
  device?: Device;
  /** The dynamic-form variant runs without the tab strip. */
  dynamicForm?: boolean;
}

/** Multi-tab mode is on by default on desktop only, and off in the dynamic-form variant. */
export function defaultMultiTab({
  device = 'desktop',
  dynamicForm = false,
}: MultiTabDefaultInput = {}): boolean {
  return device === 'desktop' && !dynamicForm;
}

/**
 * Whether the tab strip is drawn. Mobile has no multi-tab mode (shell-spec 2.7), so no strip; on desktop a user who
 * turned multi-tab off keeps a strip of one (closing it says it is the last page).
 */
export function showsTabStrip({ device, multiTab }: { device: Device; multiTab: boolean }): boolean {
  return multiTab || device === 'desktop';
}

/** Report pages (online reports, cgreport, the report module) close without a warning. */
export function isReportPath(path: string): boolean {
  return /(^|\/)(report|cgreport|jmreport)(\/|$)/i.test(path) || /\/online\/cgreport/i.test(path);
}

export function isHomeKey(fullPath: string, homePath: string = HOME_PATH): boolean {
  return (fullPath.split(/[?#]/)[0] || '/').replace(/\/+$/, '') === homePath;
}
