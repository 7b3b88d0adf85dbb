// Test helpers for the message models: a transport whose answers each test sets, recording every call.
import { BusinessError } from '@clinic/sdk';
import type { MessageTransport, NoticeGroup, NoticeMessage } from './message-types.js';

export function msg(id: string, readFlag = 0, extra: Partial<NoticeMessage> = {}): NoticeMessage {
  return {
    id,
    title: `标题${id}`,
    content: `内容${id}`,
    readFlag,
    createTime: '2026-11-22 08:00:00',
    ...extra,
  };
}

export function group(classify: string, classifyName: string, msgList: NoticeMessage[]): NoticeGroup {
  return { classify, classifyName, unreadCount: msgList.filter((m) => m.readFlag === 0).length, msgList };
}

export function businessError(message: string): BusinessError {
  return new BusinessError({
    status: 200,
    code: 500,
    message,
    userMessage: message,
    requestId: null,
    result: null,
  });
}

export interface FakeTransport extends MessageTransport {
  calls: string[];
  groups: NoticeGroup[];
  recent: NoticeMessage[];
  /** The next read call (markRead or markAllRead) rejects with this. */
  failNextRead: unknown;
}

export function fakeTransport(init: Partial<Pick<FakeTransport, 'groups' | 'recent'>> = {}): FakeTransport {
  const fake: FakeTransport = {
    calls: [],
    groups: init.groups ?? [],
    recent: init.recent ?? [],
    failNextRead: null,
    async noticeGroups() {
      fake.calls.push('noticeGroups');
      return structuredClone(fake.groups);
    },
    async unreadByDays(dayCount) {
      fake.calls.push(`unreadByDays:${dayCount}`);
      return structuredClone(fake.recent);
    },
    async markRead(ids) {
      fake.calls.push(`markRead:${ids.join(',')}`);
      const error = fake.failNextRead;
      fake.failNextRead = null;
      if (error) throw error;
    },
    async markAllRead() {
      fake.calls.push('markAllRead');
      const error = fake.failNextRead;
      fake.failNextRead = null;
      if (error) throw error;
    },
  };
  return fake;
}
