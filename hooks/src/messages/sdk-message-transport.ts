// Adapter: the message models' transport over the @clinic/sdk client (message tag operations).
import type { ClinicClient } from '@clinic/sdk';
import type { MessageTransport, NoticeGroup, NoticeMessage } from './message-types.js';

export function messageTransportFromClient(client: Pick<ClinicClient, 'call'>): MessageTransport {
  return {
    async noticeGroups() {
      return (await client.call('getUnreadListWithMsg')) as NoticeGroup[];
    },
    async unreadByDays(dayCount) {
      return (await client.call('unreadByDays', { query: { dayCount } })) as NoticeMessage[];
    },
    async markRead(ids) {
      await client.call('readMessages', { body: { ids: ids.join(',') } });
    },
    async markAllRead() {
      await client.call('readAllMessages');
    },
  };
}
