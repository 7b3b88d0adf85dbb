// A project's 数据修改申请 for its auditors: the requests of one status (待审核 first), how many are pending for the
// badge, a reload after one has been audited or when the user's messages bring news; stale answers of an earlier
// status are dropped.
import type { ClinicClient, OperationTypes, ResultOf } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import { followUnreadCount, type UnreadCountSource } from '../messages/follow-unread-count.js';

export type ProjectChange = ResultOf<OperationTypes['visitFormChangeProjectList']>['records'][number];
/** '0' 待审核, '1' 已通过, '2' 已驳回, '' every request. */
export type ProjectChangeStatus = '' | '0' | '1' | '2';

export interface ProjectChangesSnapshot {
  status: ProjectChangeStatus;
  /** null until the first answer of this status. */
  rows: ProjectChange[] | null;
  /** Every request of the status; more than rows.length when the server answered only the newest. */
  total: number;
  /** 待审核 requests of the project, for the badge; null until known. */
  pending: number | null;
  loading: boolean;
  error: string | null;
}

export interface ProjectChangesModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ProjectChangesSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  /** The rows of the current status and the pending count, both fresh. */
  load(): Promise<void>;
  /** Only the pending count (the badge before the list is opened). */
  loadPending(): Promise<void>;
  setStatus(status: ProjectChangeStatus): Promise<void>;
  /** After news: the pending count, and the rows as well once a list has been shown. */
  refresh(): Promise<void>;
}

export type ProjectChangesTransport = (
  status: ProjectChangeStatus,
) => Promise<{ records: ProjectChange[]; total: number }>;

export function projectChangesTransportOf(
  client: Pick<ClinicClient, 'call'>,
  projectId: string,
): ProjectChangesTransport {
  return (status) =>
    client.call('visitFormChangeProjectList', { query: { projectId, ...(status ? { status } : {}) } });
}

/** The fields a request changes, by label (收缩压(mmHg)、舒张压(mmHg)). */
export const changedFieldsText = (change: Pick<ProjectChange, 'changes'>): string =>
  change.changes.map((c) => c.fieldLabel).join('、');

const START: ProjectChangesSnapshot = {
  status: '0',
  rows: null,
  total: 0,
  pending: null,
  loading: false,
  error: null,
};

export function createProjectChangesModel(list: ProjectChangesTransport): ProjectChangesModel {
  const store = createObservableStore<ProjectChangesSnapshot>(START);
  let asked = 0;
  const loadPending = async () => {
    try {
      const { total } = await list('0');
      store.update({ pending: total });
    } catch {
      // The badge stays as it was; the list, when opened, says what went wrong.
    }
  };
  const load = async () => {
    const ticket = ++asked;
    const { status } = store.getSnapshot();
    store.update({ loading: true, error: null });
    try {
      const answer = await list(status);
      if (ticket !== asked) return;
      store.update({
        rows: answer.records,
        total: answer.total,
        loading: false,
        ...(status === '0' ? { pending: answer.total } : {}),
      });
      if (status !== '0') await loadPending();
    } catch (error) {
      if (ticket !== asked) return;
      const text = userMessageOf(error, '数据修改申请加载失败');
      store.update({ loading: false, error: text });
      store.notify('error', text);
    }
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    load,
    loadPending,
    async setStatus(status) {
      if (status === store.getSnapshot().status) return;
      store.update({ status, rows: null, total: 0 });
      await load();
    },
    refresh: () => (store.getSnapshot().rows === null ? loadPending() : load()),
  };
}

/**
 * Refreshes the model whenever the user's unread count moves. A new request messages the project's auditors and a
 * decision messages its requester, each pushed live, so the badge and an open list follow at once. The bell's
 * timed polls that bring nothing new ask nothing.
 */
export function followProjectChangeNews(
  model: Pick<ProjectChangesModel, 'refresh'>,
  notices: UnreadCountSource,
): () => void {
  let last = notices.getSnapshot().unreadCount;
  return followUnreadCount(notices, (count) => {
    if (count === last) return;
    last = count;
    void model.refresh();
  });
}
