// HTTP failures the user is told about (shell-spec 8): 403 拒绝访问, 404, 504 网络超时, any other status with the server's message, 4 s each.
import { ERROR_TEXT, TOKEN_INVALID_MARKER } from '@clinic/sdk';

export const ERROR_NOTICE_MS = 4000;

export interface ErrorNotice {
  title: string;
  text: string;
  durationMs: number;
}

/**
 * The notification for an HTTP answer, or null when it is not an error the shell shows:
 * success, 401 and `Token失效` (the session handling owns those).
 */
export function noticeForStatus(
  status: number,
  serverMessage: string | null | undefined,
): ErrorNotice | null {
  const notice = (text: string): ErrorNotice => ({
    title: ERROR_TEXT.title,
    text,
    durationMs: ERROR_NOTICE_MS,
  });
  if (status < 400 || status === 401) return null;
  if (status === 403) return notice(ERROR_TEXT.forbidden);
  if (status === 404) return notice(ERROR_TEXT.notFound);
  if (status === 504) return notice(ERROR_TEXT.gatewayTimeout);
  if (serverMessage?.includes(TOKEN_INVALID_MARKER)) return null;
  return notice(serverMessage?.trim() || ERROR_TEXT.unknown);
}
