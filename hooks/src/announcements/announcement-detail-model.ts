// The announcement detail modal (通知消息, sender, send time, HTML, 去处理 for openType url) and the dynamic notice page.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/translate.js';
import type { NoticeMessage } from '../messages/message-types.js';
import { isUnread, markReadOptimistically } from '../messages/read-state.js';
import { safeInAppHref } from './safe-href.js';

/** shell-spec 9: the dynamic notice page's detail opens 200 ms after the page itself. */
export const DYNAMIC_DETAIL_DELAY_MS = 200;

export interface AnnouncementDetail {
  record: NoticeMessage;
  title: string;
  sender: string;
  sendTime: string;
  /** Untrusted HTML: sanitise before rendering. */
  html: string;
  /** The 去处理 button: shown only for openType url with an in-app target. */
  action: { label: string; href: string } | null;
}

export interface DynamicNotice {
  openPage: string;
  busId: string | null;
  record: NoticeMessage;
  /** Becomes true DYNAMIC_DETAIL_DELAY_MS after the page opened. */
  detailOpen: boolean;
}

export interface AnnouncementDetailSnapshot {
  view: 'closed' | 'detail' | 'component';
  detail: AnnouncementDetail | null;
  dynamic: DynamicNotice | null;
  fullScreen: boolean;
  /** 60% of the window, or all of it in full-screen mode. */
  width: '60%' | '100%';
}

export interface AnnouncementDetailOptions {
  /** Marks one record read (editByAnntIdAndUserId); absent when the caller has marked it already. */
  markRead?: (record: NoticeMessage) => Promise<unknown>;
}

export interface AnnouncementDetailModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AnnouncementDetailSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Opens the detail modal; an unread record is marked read (rolled back and reported on failure). */
  open(record: NoticeMessage): Promise<void>;
  /** Opens the dynamic notice page for openType 'component'; its detail follows after 200 ms. */
  openComponent(record: NoticeMessage, openPage: string, busId: string | null): void;
  toggleFullScreen(): void;
  close(): void;
  dispose(): void;
}

const CLOSED: AnnouncementDetailSnapshot = {
  view: 'closed',
  detail: null,
  dynamic: null,
  fullScreen: false,
  width: '60%',
};

function toDetail(record: NoticeMessage): AnnouncementDetail {
  const href = record.openType === 'url' ? safeInAppHref(record.openPage) : null;
  return {
    record,
    title: record.titile ?? record.title ?? '',
    sender: record.sender ?? '',
    sendTime: record.sendTime ?? record.createTime ?? '',
    html: record.msgContent ?? record.content ?? '',
    action: href ? { label: t('message.handle'), href } : null,
  };
}

export function createAnnouncementDetailModel(
  options: AnnouncementDetailOptions = {},
): AnnouncementDetailModel {
  const store = createObservableStore<AnnouncementDetailSnapshot>(CLOSED);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const setReadFlag = (id: string, flag: number) => {
    const { detail } = store.getSnapshot();
    if (detail?.record.id !== id) return;
    store.update({ detail: { ...detail, record: { ...detail.record, readFlag: flag } } });
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async open(record) {
      stopTimer();
      store.set({ ...store.getSnapshot(), view: 'detail', detail: toDetail(record), dynamic: null });
      const { markRead } = options;
      if (!markRead || !isUnread(record)) return;
      await markReadOptimistically({
        ids: [record.id],
        apply: (_ids, flag) => setReadFlag(record.id, flag),
        call: () => markRead(record),
        onError: (text) => store.notify('error', text),
      });
    },
    openComponent(record, openPage, busId) {
      stopTimer();
      store.set({
        ...store.getSnapshot(),
        view: 'component',
        detail: null,
        dynamic: { openPage, busId, record, detailOpen: false },
      });
      timer = setTimeout(() => {
        timer = undefined;
        const { dynamic } = store.getSnapshot();
        if (dynamic?.record === record) store.update({ dynamic: { ...dynamic, detailOpen: true } });
      }, DYNAMIC_DETAIL_DELAY_MS);
    },
    toggleFullScreen() {
      const fullScreen = !store.getSnapshot().fullScreen;
      store.update({ fullScreen, width: fullScreen ? '100%' : '60%' });
    },
    close() {
      stopTimer();
      store.set(CLOSED);
    },
    dispose: stopTimer,
  };
}
