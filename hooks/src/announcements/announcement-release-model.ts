// 发布 / 撤销 of an announcement (doReleaseData / doReovkeData): which row may take which, one at a time, with the
// server's refusal as the message; the list reloads after a change.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/index.js';
import { userMessageOf } from '../core/user-message.js';

/** send_status: 0 draft, 1 released, 2 revoked. A draft or a revoked one can be released, a released one revoked. */
export const canRelease = (sendStatus: unknown): boolean => String(sendStatus ?? '0') !== '1';
export const canRevoke = (sendStatus: unknown): boolean => String(sendStatus ?? '0') === '1';

export interface AnnouncementReleaseTransport {
  release(id: string): Promise<void>;
  revoke(id: string): Promise<void>;
}

export function announcementReleaseTransportOf(
  client: Pick<ClinicClient, 'call'>,
): AnnouncementReleaseTransport {
  return {
    async release(id) {
      await client.call('doReleaseData', { query: { id } });
    },
    async revoke(id) {
      await client.call('doReovkeData', { query: { id } });
    },
  };
}

export interface AnnouncementReleaseSnapshot {
  /** The id of the announcement being released or revoked. */
  busyId: string | null;
}

export interface AnnouncementReleaseModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AnnouncementReleaseSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  release(id: string): Promise<boolean>;
  revoke(id: string): Promise<boolean>;
}

export function createAnnouncementReleaseModel(options: {
  transport: AnnouncementReleaseTransport;
  onChanged?: () => void;
}): AnnouncementReleaseModel {
  const store = createObservableStore<AnnouncementReleaseSnapshot>({ busyId: null });
  async function run(id: string, work: (id: string) => Promise<void>, done: string): Promise<boolean> {
    if (store.getSnapshot().busyId) return false;
    store.set({ busyId: id });
    try {
      await work(id);
      store.notify('success', done);
      options.onChanged?.();
      return true;
    } catch (error) {
      store.notify('error', userMessageOf(error, t('announcement.actionFailed')));
      return false;
    } finally {
      store.set({ busyId: null });
    }
  }
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    release: (id) => run(id, options.transport.release, t('announcement.released')),
    revoke: (id) => run(id, options.transport.revoke, t('announcement.revoked')),
  };
}
