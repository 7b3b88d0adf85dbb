// Adapter: the announcement detail's read mark and lookup over the @clinic/sdk client.
import type { ClinicClient } from '@clinic/sdk';
import type { NoticeMessage } from '../messages/message-types.js';

export interface AnnouncementTransport {
  /** Marks the signed-in user's copy read (editByAnntIdAndUserId). */
  markRead(record: Pick<NoticeMessage, 'id' | 'anntId'>): Promise<void>;
  /** One announcement of the tenant (queryById); marks nothing and carries no read flag (the caller's list has it). */
  getById(id: string): Promise<Omit<NoticeMessage, 'readFlag'>>;
  /** Marks every announcement of the signed-in user read (readAllAnnouncements). */
  markAllRead(): Promise<void>;
}

export function announcementTransportFromClient(client: Pick<ClinicClient, 'call'>): AnnouncementTransport {
  return {
    async markRead(record) {
      await client.call('editByAnntIdAndUserId', { body: { anntId: record.anntId ?? record.id } });
    },
    async getById(id) {
      return client.call('queryAnnouncementById', { query: { id } });
    },
    async markAllRead() {
      await client.call('readAllAnnouncements');
    },
  };
}
