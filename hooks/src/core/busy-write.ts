// One write at a time per model: a second one while the first runs is refused, the outcome is told as a notice.
import type { ObservableStore } from './observable-store.js';
import { userMessageOf } from './user-message.js';

/**
 * Runs `work` with `busy` set. Success: the server's own text (when `work` returns one) or `done`, then `after`
 * (a reload, a parent's refresh) once `busy` is cleared; failure: the error's user message, else `failed`.
 * Resolves false when refused or failed, so a dialog stays open on failure.
 */
export async function busyWrite<S extends { busy: boolean }>(
  store: ObservableStore<S>,
  work: () => Promise<string | void>,
  texts: { done?: string; failed: string },
  after?: () => unknown,
): Promise<boolean> {
  if (store.getSnapshot().busy) return false;
  store.update({ busy: true } as Partial<S>);
  let answer: string | void;
  try {
    answer = await work();
  } catch (error) {
    store.update({ busy: false } as Partial<S>);
    store.notify('error', userMessageOf(error, texts.failed));
    return false;
  }
  store.update({ busy: false } as Partial<S>);
  store.notify('success', answer || texts.done || '操作成功');
  await after?.();
  return true;
}
