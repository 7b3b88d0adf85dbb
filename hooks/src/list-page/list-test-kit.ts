// Test helpers for list pages: a transport whose answers the test releases one by one (tests only; not exported).
import type { ListRequestParams, ListResult, ListTransport, Row } from './list-types.js';

export interface PendingList {
  url: string;
  params: ListRequestParams;
  signal: AbortSignal;
  resolve(result: ListResult): void;
  reject(error: unknown): void;
}

export interface FakeListTransport extends ListTransport {
  lists: PendingList[];
  deletes: { url: string; id: string }[];
  batchDeletes: { url: string; ids: string[] }[];
  /** Next delete answers: an Error rejects, a string resolves with that message. */
  deleteAnswers: (Error | string | undefined)[];
}

export function createFakeListTransport(): FakeListTransport {
  const fake: FakeListTransport = {
    lists: [],
    deletes: [],
    batchDeletes: [],
    deleteAnswers: [],
    list(url, params, signal) {
      return new Promise<ListResult>((resolve, reject) =>
        fake.lists.push({ url, params, signal, resolve, reject }),
      );
    },
    async delete(url, id) {
      fake.deletes.push({ url, id });
      const answer = fake.deleteAnswers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async deleteBatch(url, ids) {
      fake.batchDeletes.push({ url, ids });
      const answer = fake.deleteAnswers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return fake;
}

export function rows(count: number, from = 1): Row[] {
  return Array.from({ length: count }, (_, i) => ({ id: String(from + i), name: `患者${from + i}` }));
}

export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
