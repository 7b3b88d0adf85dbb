// The header notice popover (shell-spec 2.10): tabs per classification with unread counts, clicks that mark read and
// open a route, the dynamic notice page or the detail, "view more", and the total unread count for the sidebar badge.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import type { RouterAdapter } from '../router/router-adapter.js';
import { t } from '../i18n/translate.js';
import { userMessageOf } from '../core/user-message.js';
import type { MessageTransport, NoticeGroup, NoticeMessage } from './message-types.js';
import { VIEW_MORE_PATH, messageTarget, type MessageTarget } from './message-redirect.js';
import { isUnread, markReadOptimistically } from './read-state.js';

export const NOTICE_POPOVER_WIDTH = 300;

export interface NoticeTab {
  key: string;
  name: string;
  unreadCount: number;
  /** Classification name plus its unread count, e.g. 随访提醒(2). */
  label: string;
}

export interface NoticeSnapshot {
  groups: NoticeGroup[];
  tabs: NoticeTab[];
  activeKey: string | null;
  loading: boolean;
  error: string | null;
  /** Sum over the groups: the 消息 badge. */
  unreadCount: number;
}

/** Where the detail and the dynamic notice page open; the announcement detail model fits. */
export interface NoticeOpeners {
  open(record: NoticeMessage): unknown;
  openComponent(record: NoticeMessage, openPage: string, busId: string | null): unknown;
}

export interface NoticeModelOptions {
  transport: Pick<MessageTransport, 'noticeGroups' | 'markRead'>;
  router: Pick<RouterAdapter, 'navigate'>;
  opener?: NoticeOpeners;
}

export interface NoticeModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): NoticeSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** Reloads groups and counts; overlapping calls (poll, push, timer) share one request. */
  refresh(): Promise<void>;
  setActiveKey(key: string): void;
  /** Marks the message read (rollback on failure) and opens where it leads. */
  click(message: NoticeMessage): Promise<MessageTarget>;
  viewMore(): void;
}

const tabOf = (g: NoticeGroup): NoticeTab => ({
  key: g.classify,
  name: g.classifyName,
  unreadCount: g.unreadCount,
  label: `${g.classifyName}(${g.unreadCount})`,
});

function derive(groups: NoticeGroup[], activeKey: string | null) {
  const tabs = groups.map(tabOf);
  const keep = activeKey !== null && tabs.some((tab) => tab.key === activeKey);
  // Opened first: the first group with something unread (通知公告 comes after the classifications), else the first.
  const first = groups.find((g) => g.unreadCount > 0)?.classify ?? tabs[0]?.key ?? null;
  return {
    groups,
    tabs,
    activeKey: keep ? activeKey : first,
    unreadCount: groups.reduce((sum, g) => sum + Math.max(0, g.unreadCount), 0),
  };
}

/** Puts `flag` on the ids and moves each group's count by the messages that actually changed. */
function flagGroups(groups: NoticeGroup[], ids: ReadonlySet<string>, flag: number): NoticeGroup[] {
  return groups.map((group) => {
    let delta = 0;
    const msgList = group.msgList.map((m) => {
      if (!ids.has(m.id) || Number(m.readFlag) === flag) return m;
      delta += isUnread(m) ? -1 : 1;
      return { ...m, readFlag: flag };
    });
    return delta === 0 ? group : { ...group, msgList, unreadCount: Math.max(0, group.unreadCount + delta) };
  });
}

export function createNoticeModel(options: NoticeModelOptions): NoticeModel {
  const { transport, router, opener } = options;
  const store = createObservableStore<NoticeSnapshot>({
    groups: [],
    tabs: [],
    activeKey: null,
    loading: false,
    error: null,
    unreadCount: 0,
  });
  let inFlight: Promise<void> | null = null;

  const setGroups = (groups: NoticeGroup[]) => store.update(derive(groups, store.getSnapshot().activeKey));

  const refresh = (): Promise<void> => {
    if (inFlight) return inFlight;
    store.update({ loading: true });
    inFlight = transport
      .noticeGroups()
      .then(
        (groups) => store.update({ ...derive(groups, store.getSnapshot().activeKey), error: null }),
        (error: unknown) => {
          // Polling keeps going: the last counts stay shown and the error is kept for the UI, not toasted every 6 s.
          store.update({ error: userMessageOf(error, t('message.loadFailed')) });
        },
      )
      .finally(() => {
        inFlight = null;
        store.update({ loading: false });
      });
    return inFlight;
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    refresh,
    setActiveKey(key) {
      if (store.getSnapshot().tabs.some((tab) => tab.key === key)) store.update({ activeKey: key });
    },
    async click(message) {
      const target = messageTarget(message);
      const wasUnread = isUnread(message);
      const opened = wasUnread ? { ...message, readFlag: 1 } : message;
      if (target.kind === 'route') router.navigate(target.href);
      else if (target.kind === 'component') opener?.openComponent(opened, target.openPage, target.busId);
      else opener?.open(opened);
      if (wasUnread) {
        await markReadOptimistically({
          ids: [message.id],
          apply: (ids, flag) => setGroups(flagGroups(store.getSnapshot().groups, ids, flag)),
          call: () => transport.markRead([message.id]),
          onError: (text) => store.notify('error', text),
        });
      }
      return target;
    },
    viewMore() {
      router.navigate(VIEW_MORE_PATH);
    },
  };
}
