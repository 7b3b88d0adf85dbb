// The console's fetch: every HTTP error answer (any request of the SDK client) becomes the shell-spec 8 notification.
import { noticeForStatus, type ErrorNotice } from '../features/shell/api-error-notice';

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body?.message === 'string' ? body.message : null;
  } catch {
    // Not JSON (a proxy's HTML page, a blob): the status alone decides.
    return null;
  }
}

export function notifyingFetch(
  notify: (notice: ErrorNotice) => void,
  base: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.status >= 400 && response.status !== 401) {
      const notice = noticeForStatus(response.status, await messageOf(response));
      if (notice) notify(notice);
    }
    return response;
  };
}
