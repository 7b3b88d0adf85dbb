import { describe, expect, it } from 'vitest';
import { createReadRecordsModel } from './read-records-model.js';

const page = (names: string[], readCount: number) => ({
  records: names.map((n, i) => ({
    userId: `u${i}`,
    username: n,
    realname: n,
    readFlag: i < readCount ? 1 : 0,
    readTime: null,
  })),
  total: names.length,
  readCount,
});

describe('announcement read records', () => {
  it('asks for one announcement a page at a time, narrows to read or unread, keeps the read count', async () => {
    const calls: unknown[] = [];
    const client = {
      call: async (op: string, args: { query: Record<string, unknown> }) => {
        calls.push([op, args.query]);
        return args.query.readFlag === '0' ? page(['c'], 2) : page(['a', 'b', 'c'], 2);
      },
    } as never;
    const model = createReadRecordsModel(client, 'n1', 20);
    await model.load(1);
    expect(model.getSnapshot()).toMatchObject({ total: 3, readCount: 2, pageNo: 1, readFlag: '' });
    await model.filter('0');
    expect(calls).toEqual([
      ['announcementReadRecords', { anntId: 'n1', pageNo: 1, pageSize: 20 }],
      ['announcementReadRecords', { anntId: 'n1', pageNo: 1, pageSize: 20, readFlag: '0' }],
    ]);
    expect(model.getSnapshot().records.map((r) => r.username)).toEqual(['c']);
    expect(model.getSnapshot().readCount).toBe(2);
  });

  it('drops an older answer that arrives late and says why a load failed', async () => {
    const answers: Array<(v: unknown) => void> = [];
    const client = { call: () => new Promise((resolve) => answers.push(resolve)) } as never;
    const model = createReadRecordsModel(client, 'n1');
    const first = model.load(1);
    const second = model.filter('1');
    answers[1]!(page(['a'], 1));
    answers[0]!(page(['x', 'y'], 0));
    await Promise.all([first, second]);
    expect(model.getSnapshot().records.map((r) => r.username)).toEqual(['a']);
    const failing = createReadRecordsModel(
      { call: () => Promise.reject(new Error('网络异常')) } as never,
      'n1',
    );
    await failing.load(1);
    // A plain error carries no user message: the fallback says what failed.
    expect(failing.getSnapshot().error).toBe('阅读记录加载失败');
  });
});
