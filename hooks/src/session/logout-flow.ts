// The one logout flow of the console (shell-spec 2.9, 4.1, 8): end the session, keep a failure notice across the reload, leave.
import { loginPathFor, type AppVariant } from './login-routes.js';
import type { LogoutResult, SessionModel } from './session-model.js';
import type { ValueSlot } from './session-types.js';
import { userMessageOf } from '../core/user-message.js';

/** Shown when the logout call failed or timed out; the local session is cleared regardless. */
export const LOGOUT_FAILED_TEXT = '退出登录失败';
export const LOGOUT_FAILED_FALLBACK = '服务器未响应';

/** The notice text for a logout result, or null when the server call succeeded. */
export function logoutNotice(result: LogoutResult): string | null {
  if (result.ok) return null;
  return `${LOGOUT_FAILED_TEXT}：${userMessageOf(result.error, LOGOUT_FAILED_FALLBACK)}，本机登录信息已清除`;
}

export interface LogoutFlowOptions {
  session: Pick<SessionModel, 'logout'>;
  variant: AppVariant;
  /** Where a failure notice waits for the login page after the reload (sessionStorage in the browser). */
  notices: ValueSlot<string>;
  /** Full page load of the given path (drops every in-memory cache of the old session). */
  leave: (path: string) => void;
  /** Leave for this path instead of the variant's login path (e.g. reload the current address). */
  to?: string;
  /** Why the session ended when the user did not ask (the idle logout): the login page says it. */
  reason?: string;
}

export async function logoutAndLeave({
  session,
  variant,
  notices,
  leave,
  to,
  reason,
}: LogoutFlowOptions): Promise<LogoutResult> {
  const result = await session.logout();
  const notice = [reason, logoutNotice(result)].filter(Boolean).join('；');
  if (notice) notices.set(notice);
  leave(to ?? loginPathFor(variant));
  return result;
}

/** Reads the notice a failed logout left for the login page, once. */
export function takeLogoutNotice(notices: ValueSlot<string>): string | null {
  const notice = notices.get();
  if (notice !== null) notices.set(null);
  return notice;
}
