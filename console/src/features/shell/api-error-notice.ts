// HTTP failures the user is told about (shell-spec 8): 403 拒绝访问, 404, 504 网络超时, any other status with the server's message, 4 s each.
import {
  ERROR_TEXT,
  ForbiddenError,
  GatewayTimeoutError,
  NotFoundError,
  SessionExpiredError,
  isApiError,
} from '@clinic/sdk';

export const ERROR_NOTICE_MS = 4000;

export interface ErrorNotice {
  title: string;
  text: string;
  durationMs: number;
}

/** The notification for an error, or null when another part of the shell (or the page) handles it. */
export function apiErrorNotice(error: unknown): ErrorNotice | null {
  if (!isApiError(error) || error instanceof SessionExpiredError) return null;
  const notice = (text: string): ErrorNotice => ({
    title: ERROR_TEXT.title,
    text,
    durationMs: ERROR_NOTICE_MS,
  });
  if (error instanceof ForbiddenError) return notice(ERROR_TEXT.forbidden);
  if (error instanceof NotFoundError) return notice(ERROR_TEXT.notFound);
  if (error instanceof GatewayTimeoutError) return notice(ERROR_TEXT.gatewayTimeout);
  // Business refusals (HTTP 200, success false) are shown by the page that asked.
  if (error.status === 200 || error.status === 0 || error.status === undefined) return null;
  return notice(error.message || ERROR_TEXT.unknown);
}
