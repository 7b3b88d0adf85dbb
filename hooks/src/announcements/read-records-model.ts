// 查看阅读记录 of an announcement: who it reached and who has read it (announcementReadRecords), a page at a time,
// all / read / unread, with the read count whatever the filter; a late answer of an older request is dropped.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';

export interface ReadRecord {
  userId: string;
  username: string;
  realname: string | null;
  readFlag: 0 | 1;
  readTime: string | null;
}

/** '' every recipient, '1' those who have read it, '0' those who have not. */
export type ReadFilter = '' | '0' | '1';

export interface ReadRecordsSnapshot {
  loading: boolean;
  error: string | null;
  records: readonly ReadRecord[];
  total: number;
  /** Recipients who have read it (not narrowed by the filter). */
  readCount: number;
  pageNo: number;
  pageSize: number;
  readFlag: ReadFilter;
}

export interface ReadRecordsModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ReadRecordsSnapshot;
  load(pageNo?: number): Promise<void>;
  filter(readFlag: ReadFilter): Promise<void>;
}

export function createReadRecordsModel(
  client: Pick<ClinicClient, 'call'>,
  anntId: string,
  pageSize = 10,
): ReadRecordsModel {
  const store = createObservableStore<ReadRecordsSnapshot>({
    loading: false,
    error: null,
    records: [],
    total: 0,
    readCount: 0,
    pageNo: 1,
    pageSize,
    readFlag: '',
  });
  let seq = 0;
  async function load(pageNo = store.getSnapshot().pageNo) {
    const mine = ++seq;
    const { readFlag } = store.getSnapshot();
    store.update({ loading: true, error: null, pageNo });
    try {
      const page = (await client.call('announcementReadRecords', {
        query: { anntId, pageNo, pageSize, ...(readFlag ? { readFlag } : {}) },
      })) as { records?: ReadRecord[]; total?: number; readCount?: number };
      if (mine !== seq) return;
      store.update({
        loading: false,
        records: page.records ?? [],
        total: page.total ?? 0,
        readCount: page.readCount ?? 0,
      });
    } catch (error) {
      if (mine === seq) store.update({ loading: false, error: userMessageOf(error, '阅读记录加载失败') });
    }
  }
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    load,
    async filter(readFlag) {
      store.update({ readFlag });
      await load(1);
    },
  };
}
