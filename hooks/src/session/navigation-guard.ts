// The navigation guard of shell-spec 2.4 as a pure decision: the router only carries it out.
import {
  HOME_PATH,
  isLoginPath,
  isNoLoginPath,
  loginPathFor,
  normalizePath,
  type AppVariant,
} from './login-routes.js';

export interface NavigationInput extends AppVariant {
  /** Wanted pathname. */
  path: string;
  /** Wanted search string, with or without the leading `?` ('' when none). */
  search?: string;
  hasToken: boolean;
  /** The application variant that sends no redirect query to its login page. */
  omitRedirectQuery?: boolean;
  /** Mobile dynamic-form variant: the root goes to its login and nothing else is checked. */
  mobileDynamicForm?: boolean;
}

export type NavigationDecision = { type: 'allow' } | { type: 'redirect'; to: string };

const ALLOW: NavigationDecision = { type: 'allow' };

export function decideNavigation(input: NavigationInput): NavigationDecision {
  const path = normalizePath(input.path);
  if (input.mobileDynamicForm) {
    return path === '/' ? { type: 'redirect', to: '/dynamicForm/login' } : ALLOW;
  }
  if (!input.hasToken) {
    if (isNoLoginPath(path)) return ALLOW;
    const loginPath = loginPathFor(input);
    if (input.omitRedirectQuery) return { type: 'redirect', to: loginPath };
    const wanted = path + withQuestionMark(input.search ?? '');
    return { type: 'redirect', to: `${loginPath}?redirect=${encodeURIComponent(wanted)}` };
  }
  if (isLoginPath(path)) return { type: 'redirect', to: HOME_PATH };
  return ALLOW;
}

/**
 * The in-app address to open after login. Only same-origin paths are honoured (no `//host`,
 * no scheme, no backslash tricks), and a login page never bounces back to itself; "/" means the home path.
 */
export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) {
    return HOME_PATH;
  }
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://local.invalid');
  } catch {
    return HOME_PATH;
  }
  if (parsed.origin !== 'http://local.invalid' || isLoginPath(parsed.pathname)) return HOME_PATH;
  // "/" only forwards to the home path: going there directly spares a hop the tabs would see.
  if (parsed.pathname === '/' && parsed.search === '' && parsed.hash === '') return HOME_PATH;
  return parsed.pathname + parsed.search + parsed.hash;
}

function withQuestionMark(search: string): string {
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}
