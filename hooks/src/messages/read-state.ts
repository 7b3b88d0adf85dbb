// Read-state transitions (shell-spec 4.4): unread 0 becomes read 1 at once, and goes back to 0 when the read call fails.
import { userMessageOf } from '../core/user-message.js';
import { t } from '../i18n/translate.js';
import type { NoticeMessage } from './message-types.js';

export const UNREAD = 0;
export const READ = 1;

export const isUnread = (message: Pick<NoticeMessage, 'readFlag'>): boolean =>
  Number(message.readFlag) === UNREAD;

/** The same list with `flag` on the listed ids; untouched entries keep their identity. */
export function withReadFlag<M extends Pick<NoticeMessage, 'id' | 'readFlag'>>(
  list: readonly M[],
  ids: ReadonlySet<string>,
  flag: number,
): M[] {
  return list.map((m) => (ids.has(m.id) && m.readFlag !== flag ? { ...m, readFlag: flag } : m));
}

export interface OptimisticReadOptions {
  /** Only these ids change: ids already read are not sent back to unread on failure. */
  ids: readonly string[];
  /** Puts `flag` on the ids in the model's state. */
  apply(ids: ReadonlySet<string>, flag: number): void;
  call(): Promise<unknown>;
  /** Shows the error (server message, else the catalog's fallback). */
  onError(text: string): void;
}

/** Marks read first, then calls; resolves false after a rollback. Never rejects. */
export async function markReadOptimistically(options: OptimisticReadOptions): Promise<boolean> {
  // Called even with no ids: 全部已读 also reaches messages outside the caller's list.
  const ids = new Set(options.ids);
  options.apply(ids, READ);
  try {
    await options.call();
    return true;
  } catch (error) {
    options.apply(ids, UNREAD);
    options.onError(userMessageOf(error, t('message.readFailed')));
    return false;
  }
}
