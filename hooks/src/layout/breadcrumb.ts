// Breadcrumb from the matched routes, always starting at the home page (shell-spec 2.6).
import { HOME_PATH } from '../session/login-routes.js';

export interface MatchedRoute {
  path: string;
  title?: string | null;
  /** Route meta may hide the page header content. */
  hideHeader?: boolean;
}

export interface Crumb {
  path: string;
  title: string;
}

export function breadcrumbFrom(
  matched: readonly MatchedRoute[],
  homeTitle = '首页',
  homePath = HOME_PATH,
): Crumb[] {
  const crumbs: Crumb[] = [{ path: homePath, title: homeTitle }];
  for (const route of matched) {
    const title = (route.title ?? '').trim();
    // Layout routes have no title; the home route is already first.
    if (title === '' || route.path === homePath || route.path === '/') continue;
    if (crumbs.some((c) => c.path === route.path)) continue;
    crumbs.push({ path: route.path, title });
  }
  return crumbs;
}

/** The page header shows unless the deepest route's meta hides it. */
export function showPageHeader(matched: readonly MatchedRoute[]): boolean {
  return !matched.at(-1)?.hideHeader;
}
