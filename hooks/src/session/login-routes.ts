// Route facts of the shell spec (2.1, 2.2, 9): public routes, login route per application code, home path.

import { APP_VARIANTS, WEB_ALIAS_VARIANTS } from '../variant/app-variants.js';

export const HOME_PATH = '/dashboard/analysis';
export const DEFAULT_LOGIN_PATH = '/user/login';
export const NOT_FOUND_PATH = '/404';
export { DEFAULT_APP_CODE } from '@clinic/sdk/wire';

const loginPaths = (table: Readonly<Record<string, { loginPath?: string }>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(table).flatMap(([key, v]) =>
      v.loginPath && v.loginPath !== DEFAULT_LOGIN_PATH ? [[key, v.loginPath]] : [],
    ),
  );

/** Login route per application code (shell-spec 2.2), from the app-variant table; anything else uses DEFAULT_LOGIN_PATH. */
export const LOGIN_PATH_BY_APP_CODE: Readonly<Record<string, string>> = loginPaths(APP_VARIANTS);

/** Web aliases select their own login page and win over the application code. */
export const LOGIN_PATH_BY_WEB_ALIAS: Readonly<Record<string, string>> = loginPaths(WEB_ALIAS_VARIANTS);

/** Every login page, whichever variant serves it. */
export const LOGIN_PATHS: readonly string[] = [
  DEFAULT_LOGIN_PATH,
  ...new Set([...Object.values(LOGIN_PATH_BY_APP_CODE), ...Object.values(LOGIN_PATH_BY_WEB_ALIAS)]),
  '/dynamicForm/login',
];

/**
 * Routes reachable without a token (shell-spec 2.1). /404 and /test/home are static routes of the
 * same list: an unknown address must be able to show the 404 page without bouncing through login.
 */
export const NO_LOGIN_PATHS: readonly string[] = [
  ...LOGIN_PATHS,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/h5Web/dfProject',
  '/chat/record',
  '/test/home',
  NOT_FOUND_PATH,
];

export interface AppVariant {
  appCode?: string | undefined;
  webAlias?: string | undefined;
}

export function loginPathFor({ appCode, webAlias }: AppVariant): string {
  if (webAlias && LOGIN_PATH_BY_WEB_ALIAS[webAlias]) return LOGIN_PATH_BY_WEB_ALIAS[webAlias];
  return (appCode && LOGIN_PATH_BY_APP_CODE[appCode]) || DEFAULT_LOGIN_PATH;
}

/** Drops a trailing slash so `/user/login/` and `/user/login` are the same route. */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

export function isNoLoginPath(path: string): boolean {
  return NO_LOGIN_PATHS.includes(normalizePath(path));
}

export function isLoginPath(path: string): boolean {
  return LOGIN_PATHS.includes(normalizePath(path));
}
