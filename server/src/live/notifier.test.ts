// The notifier: in-process fan-out to every subscriber of a user (and no one else), unsubscribe, and with
// TEST_DATABASE_URL a push from one notifier instance reaching the subscribers of another through LISTEN/NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/client.js';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { createNotifier, type LivePayload } from './notifier.js';

function waitFor<T>(list: T[], n: number, ms = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (list.length >= n) return resolve();
      if (Date.now() - started > ms) return reject(new Error(`timed out with ${list.length}/${n}`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('createNotifier in-process', () => {
  it('fans out to every subscriber of the user only, and stops after unsubscribe', async () => {
    const notifier = createNotifier(database.db, database.kind);
    await notifier.ready;
    const a1: LivePayload[] = [];
    const a2: LivePayload[] = [];
    const b: LivePayload[] = [];
    const off = notifier.subscribe('alice', (p) => a1.push(p));
    notifier.subscribe('alice', (p) => a2.push(p));
    notifier.subscribe('bob', (p) => b.push(p));
    await notifier.notifyUser('alice', { cmd: 'user', msgId: '1', msgTxt: '你好' });
    await waitFor(a2, 1);
    expect(a1).toEqual([{ cmd: 'user', msgId: '1', msgTxt: '你好' }]);
    expect(a2).toEqual(a1);
    expect(b).toEqual([]);
    off();
    await notifier.notifyUser('alice', { pushType: 'message_center' });
    await waitFor(a2, 2);
    expect(a1).toHaveLength(1);
    await notifier.close();
  });

  it('a throwing listener does not stop the others', async () => {
    const notifier = createNotifier(database.db, database.kind);
    await notifier.ready;
    const got: LivePayload[] = [];
    notifier.subscribe('carol', () => {
      throw new Error('broken socket');
    });
    notifier.subscribe('carol', (p) => got.push(p));
    await notifier.notifyUser('carol', { pushType: 'message_center' });
    await waitFor(got, 1);
    expect(got).toEqual([{ pushType: 'message_center' }]);
    await notifier.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'createNotifier across processes (PostgreSQL LISTEN/NOTIFY)',
  () => {
    let second: OpenedDatabase;
    beforeAll(async () => {
      // A second pool on the same database stands for a second server process.
      const url = (database.opened.raw as { options?: { connectionString?: string } }).options
        ?.connectionString;
      second = await openDatabase({ url: url ?? process.env.TEST_DATABASE_URL! });
    });
    afterAll(async () => {
      await second?.close();
    });

    it('a push in one instance reaches the other instance’s subscribers exactly once', async () => {
      const one = createNotifier(database.db, 'postgres');
      const two = createNotifier(second.db, 'postgres');
      await Promise.all([one.ready, two.ready]);
      const atOne: LivePayload[] = [];
      const atTwo: LivePayload[] = [];
      one.subscribe('dave', (p) => atOne.push(p));
      two.subscribe('dave', (p) => atTwo.push(p));
      await one.notifyUser('dave', { cmd: 'user', msgId: '42', msgTxt: '跨进程' });
      await waitFor(atTwo, 1);
      await new Promise((r) => setTimeout(r, 200));
      expect(atOne).toEqual([{ cmd: 'user', msgId: '42', msgTxt: '跨进程' }]);
      expect(atTwo).toEqual([{ cmd: 'user', msgId: '42', msgTxt: '跨进程' }]);
      await one.close();
      await two.close();
    });
  },
);
