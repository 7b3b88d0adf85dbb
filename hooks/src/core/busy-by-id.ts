// One row action at a time per model: `busyId` names the row being worked on, the outcome is told as a notice.
import type { Notice, ObservableStore } from './observable-store.js';
import { userMessageOf } from './user-message.js';

/**
 * Runs `work` for row `id` with `busyId` set. Success: `done(result)`'s notice (a text is a success), then `after`
 * (a reload) once `busyId` is cleared; failure: the error's user message, else `操作失败`. Resolves to the result, or
 * null when refused (another row is busy) or failed.
 */
export async function busyById<S extends { busyId: string | null }, T>(
  store: ObservableStore<S>,
  id: string,
  work: () => Promise<T>,
  done: (result: T) => Notice | string,
  after?: () => unknown,
): Promise<T | null> {
  if (store.getSnapshot().busyId) return null;
  store.update({ busyId: id } as Partial<S>);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    store.update({ busyId: null } as Partial<S>);
    store.notify('error', userMessageOf(error, '操作失败'));
    return null;
  }
  store.update({ busyId: null } as Partial<S>);
  const notice = done(result);
  if (typeof notice === 'string') store.notify('success', notice);
  else store.notify(notice.level, notice.text);
  await after?.();
  return result;
}
