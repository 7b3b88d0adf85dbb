// The TB-D-WEB start-up popup (shell-spec 2.10): unread messages of the last 3 days, one at a time, with
// 上一条 / 全部已读 / 下一条; the message shown is the one opened, so it becomes read.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import { userMessageOf } from '../core/user-message.js';
import type { MessageTransport, NoticeMessage } from './message-types.js';
import { isUnread, markReadOptimistically, withReadFlag } from './read-state.js';
import { appVariantOf } from '../variant/app-variants.js';

export const UNREAD_POPUP_DAYS = 3;
export const UNREAD_POPUP_WIDTH = 500;

export interface UnreadPopupSnapshot {
  /** Only the TB-D-WEB application loads the popup. */
  enabled: boolean;
  open: boolean;
  loading: boolean;
  messages: NoticeMessage[];
  index: number;
  current: NoticeMessage | null;
  /** How many of the window's messages are still unread: the number beside the title goes down as they are read. */
  count: number;
  /** 近3天未读消息 */
  title: string;
  canPrev: boolean;
  canNext: boolean;
}

export interface UnreadPopupOptions {
  transport: Pick<MessageTransport, 'unreadByDays' | 'markRead' | 'markAllRead'>;
  appCode: string;
  /** Runs after reads went through, so the badge and the popover follow. */
  onRead?: () => void;
}

export interface UnreadPopupModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UnreadPopupSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Loads once at start (TB-D-WEB only) and opens when anything is unread. */
  start(): Promise<void>;
  prev(): Promise<void>;
  next(): Promise<void>;
  markAllRead(): Promise<void>;
  close(): void;
}

export function createUnreadPopupModel(options: UnreadPopupOptions): UnreadPopupModel {
  const { transport, onRead } = options;
  const enabled = appVariantOf(options.appCode).unreadPopup;
  const store = createObservableStore<UnreadPopupSnapshot>({
    enabled,
    open: false,
    loading: false,
    messages: [],
    index: 0,
    current: null,
    count: 0,
    title: t('message.unreadPopupTitle'),
    canPrev: false,
    canNext: false,
  });

  const place = (messages: NoticeMessage[], index: number) =>
    store.update({
      messages,
      index,
      count: messages.filter(isUnread).length,
      current: messages[index] ?? null,
      canPrev: index > 0,
      canNext: index < messages.length - 1,
    });

  const applyFlag = (ids: ReadonlySet<string>, flag: number) => {
    const { messages, index } = store.getSnapshot();
    place(withReadFlag(messages, ids, flag), index);
  };

  const read = async (ids: string[], call: () => Promise<unknown>): Promise<boolean> => {
    const ok = await markReadOptimistically({
      ids,
      apply: applyFlag,
      call,
      onError: (text) => store.notify('error', text),
    });
    if (ok) onRead?.();
    return ok;
  };

  /** Shows message `index`; showing it is opening it. */
  const show = async (index: number) => {
    const { messages } = store.getSnapshot();
    const message = messages[index];
    if (!message) return;
    place(messages, index);
    if (isUnread(message)) await read([message.id], () => transport.markRead([message.id]));
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async start() {
      if (!enabled) return;
      store.update({ loading: true });
      let messages: NoticeMessage[];
      try {
        messages = await transport.unreadByDays(UNREAD_POPUP_DAYS);
      } catch (error) {
        store.update({ loading: false });
        store.notify('error', userMessageOf(error, t('message.loadFailed')));
        return;
      }
      store.update({ loading: false, open: messages.length > 0 });
      place(messages, 0);
      await show(0);
    },
    prev: () => show(store.getSnapshot().index - 1),
    next: () => show(store.getSnapshot().index + 1),
    async markAllRead() {
      const unread = store
        .getSnapshot()
        .messages.filter(isUnread)
        .map((m) => m.id);
      if (await read(unread, () => transport.markAllRead())) store.update({ open: false });
    },
    close() {
      store.update({ open: false });
    },
  };
}
