// The one status-to-text table a UI shows for failed HTTP answers (shell-spec 8), and the client middleware that applies it.
import type { Middleware } from '../client/middleware.js';
import { ERROR_TEXT, TOKEN_INVALID_MARKER } from './messages.js';

export const ERROR_NOTICE_MS = 4000;

export interface ErrorNotice {
  title: string;
  text: string;
  durationMs: number;
}

/**
 * The notification for an HTTP answer, or null when it is not an error a UI shows: success, 401 and `Token失效`
 * (the session handling owns those). 403 拒绝访问, 404, 504 网络超时, any other status with the server's message.
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

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body?.message === 'string' ? body.message : null;
  } catch {
    // Not JSON (a proxy's HTML page, a blob): the status alone decides.
    return null;
  }
}

/** Client middleware: every HTTP error answer of any call (typed, by URL, upload, download) reaches `notify` once per try. */
export function errorNotices(notify: (notice: ErrorNotice) => void): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status < 400 || response.status === 401) return;
      const notice = noticeForStatus(response.status, await messageOf(response));
      if (notice) notify(notice);
    },
  };
}
