// The pages of shell-spec 2.1 that need no login (/test/home, /chat/record, /h5Web/dfProject): each loads what its
// visitor may see, a signed-out visitor gets a sign-in prompt instead of a failed request.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore } from '../core/observable-store.js';
import type { NoticeMessage } from '../messages/message-types.js';
import { userMessageOf } from '../core/user-message.js';

export type PublicPageStatus = 'idle' | 'loading' | 'ready' | 'signedOut' | 'error';

export interface PublicPageSnapshot<T> {
  status: PublicPageStatus;
  data: T | null;
  error: string | null;
}

export interface PublicPageModel<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PublicPageSnapshot<T>;
  /** Loads (again, for 重试 and 刷新). */
  load(): Promise<void>;
}

export interface PublicPageOptions<T> {
  /** Whether a session token is held; without one a page that needs it answers signedOut and calls nothing. */
  signedIn?: () => boolean;
  fetch(): Promise<T>;
  failedText: string;
}

export function createPublicPageModel<T>(options: PublicPageOptions<T>): PublicPageModel<T> {
  const store = createObservableStore<PublicPageSnapshot<T>>({ status: 'idle', data: null, error: null });
  let run = 0;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async load() {
      if (options.signedIn && !options.signedIn()) {
        store.set({ status: 'signedOut', data: null, error: null });
        return;
      }
      const mine = ++run;
      store.update({ status: 'loading', error: null });
      try {
        const data = await options.fetch();
        if (mine === run) store.set({ status: 'ready', data, error: null });
      } catch (error) {
        if (mine === run) store.update({ status: 'error', error: userMessageOf(error, options.failedText) });
      }
    },
  };
}

type Client = Pick<ClinicClient, 'call'>;

/** /test/home: whether the server answers, and how fast. */
export interface SystemCheck {
  status: 'UP';
  latencyMs: number;
}

export function systemCheckModel(client: Client, now: () => number = () => performance.now()) {
  return createPublicPageModel<SystemCheck>({
    failedText: '服务不可用',
    async fetch() {
      const started = now();
      const { status } = await client.call('health');
      return { status, latencyMs: Math.max(0, Math.round(now() - started)) };
    },
  });
}

/** One entry of /chat/record: who wrote, what, when. */
export interface ChatEntry {
  id: string;
  sender: string;
  title: string;
  content: string;
  time: string;
  unread: boolean;
}

/** Entries grouped by day (YYYY-MM-DD), newest day first, each day oldest first as a conversation reads. */
export interface ChatDay {
  day: string;
  entries: ChatEntry[];
}

export const CHAT_RECORD_LIMIT = 100;
export const SYSTEM_SENDER = '系统';

export function chatDays(messages: readonly NoticeMessage[]): ChatDay[] {
  const byDay = new Map<string, ChatEntry[]>();
  for (const m of messages) {
    const time = m.createTime ?? '';
    const day = time.slice(0, 10);
    const entry: ChatEntry = {
      id: m.id,
      sender: m.sender || SYSTEM_SENDER,
      title: m.title ?? m.titile ?? '',
      content: m.content ?? '',
      time,
      unread: Number(m.readFlag) === 0,
    };
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, entries]) => ({ day, entries: entries.sort((a, b) => (a.time < b.time ? -1 : 1)) }));
}

export function chatRecordModel(client: Client, signedIn: () => boolean) {
  return createPublicPageModel<ChatDay[]>({
    signedIn,
    failedText: '聊天记录加载失败',
    async fetch() {
      const page = await client.call('listMyMessages', { query: { pageNo: 1, pageSize: CHAT_RECORD_LIMIT } });
      return chatDays((page.records ?? []) as NoticeMessage[]);
    },
  });
}

/** One card of /h5Web/dfProject. */
export interface DfProjectCard {
  id: string;
  name: string;
  code: string;
  period: string;
  target: string;
}

const day = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : '');

export function dfProjectModel(client: Client, signedIn: () => boolean) {
  return createPublicPageModel<DfProjectCard[]>({
    signedIn,
    failedText: '项目加载失败',
    async fetch() {
      const page = await client.call('myProject', { query: { pageNo: 1, pageSize: 999 } });
      return ((page.records ?? []) as Record<string, unknown>[]).map((p) => {
        const start = day(p.startTime);
        const end = day(p.endTime);
        return {
          id: String(p.id),
          name: String(p.projectName ?? ''),
          code: String(p.codeName ?? ''),
          period: start || end ? `${start || '未定'} 至 ${end || '未定'}` : '未设置',
          target:
            p.targetQuantity == null || p.targetQuantity === '' ? '未设置' : `${String(p.targetQuantity)} 例`,
        };
      });
    },
  });
}
