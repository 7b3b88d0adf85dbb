// Message handlers against a real database: tenant and user scoping, notice groups, the 3-day window, read marks
// only for one's own messages, and the live push on creation.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { messageClassifications, messages } from '../db/schema/domain.js';
import { users } from '../db/schema/identity.js';
import { input, recordingNotifier, userCtx } from './domain-test-support.js';
import { newId } from './domain-kit.js';
import { createMessage, handlers } from './message.js';

let database: TestDatabase;
const T1 = '1000';
const T2 = '2000';
const ids: Record<string, string> = {};

async function put(
  tenantId: string,
  userId: string,
  key: string,
  classify: string,
  hoursAgo: number,
  readFlag = 0,
) {
  const id = newId();
  ids[key] = id;
  await database.db.insert(messages).values({
    id,
    tenantId,
    userId,
    classify,
    title: key,
    content: `${key} 内容`,
    readFlag,
    createTime: sql`localtimestamp(0) - make_interval(hours => ${hoursAgo})`,
  });
}

beforeAll(async () => {
  database = await testDatabase();
  for (const [tenantId, classify, classifyName, sortNo] of [
    [T1, 'sys', '系统通知', 1],
    [T1, 'visit', '随访提醒', 2],
    [T1, 'todo', '待办任务', 3],
    [T2, 'sys', '系统通知', 1],
  ] as const) {
    await database.db
      .insert(messageClassifications)
      .values({ id: newId(), tenantId, classify, classifyName, sortNo });
  }
  for (const [id, tenantId] of [
    ['dan', T1],
    ['zed', T2],
  ] as const) {
    await database.db.insert(users).values({ id, tenantId, username: id, realname: id, passwordHash: 'x' });
  }
  await put(T1, 'alice', 'a-new', 'sys', 1);
  await put(T1, 'alice', 'a-visit', 'visit', 30);
  await put(T1, 'alice', 'a-old', 'visit', 24 * 5);
  await put(T1, 'alice', 'a-read', 'sys', 2, 1);
  await put(T1, 'bob', 'b-new', 'sys', 1);
  await put(T2, 'alice', 'foreign', 'sys', 1);
});
afterAll(async () => {
  await database?.close();
});

const titles = (list: unknown) => (list as { title: string }[]).map((m) => m.title).sort();

describe('message handlers', () => {
  it('unreadList shows only the user’s unread messages of the acting tenant', async () => {
    const list = await handlers.unreadList!(input(), userCtx(database.db, T1, 'alice'));
    expect(titles(list)).toEqual(['a-new', 'a-old', 'a-visit']);
    expect((list as { classifyName: string }[]).find((m) => m.classifyName === '随访提醒')).toBeTruthy();
    const foreign = await handlers.unreadList!(input(), userCtx(database.db, T2, 'alice'));
    expect(titles(foreign)).toEqual(['foreign']);
  });

  it('getUnreadListWithMsg gives every classification with counts, in sort order, then 通知公告', async () => {
    const groups = (await handlers.getUnreadListWithMsg!(input(), userCtx(database.db, T1, 'alice'))) as {
      classify: string;
      classifyName: string;
      unreadCount: number;
      msgList: { title: string; createTime: string }[];
    }[];
    expect(groups.map((g) => [g.classify, g.classifyName, g.unreadCount])).toEqual([
      ['sys', '系统通知', 1],
      ['visit', '随访提醒', 2],
      ['todo', '待办任务', 0],
      ['announcement', '通知公告', 0],
    ]);
    expect(groups[1]!.msgList.map((m) => m.title)).toEqual(['a-visit', 'a-old']);
    expect(groups[0]!.msgList[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('unreadByDays keeps the last dayCount days only', async () => {
    const three = await handlers.unreadByDays!(input({ dayCount: 3 }), userCtx(database.db, T1, 'alice'));
    expect(titles(three)).toEqual(['a-new', 'a-visit']);
    const week = await handlers.unreadByDays!(input({ dayCount: 7 }), userCtx(database.db, T1, 'alice'));
    expect(titles(week)).toEqual(['a-new', 'a-old', 'a-visit']);
  });

  it('read marks only the caller’s own messages, whatever ids are sent', async () => {
    const ctx = userCtx(database.db, T1, 'bob');
    const res = await handlers.readMessages!(
      input({}, { ids: `${ids['a-new']},${ids.foreign},${ids['b-new']}` }),
      ctx,
    );
    expect(res).toEqual({ count: 1 });
    const aliceUnread = await handlers.unreadList!(input(), userCtx(database.db, T1, 'alice'));
    expect(titles(aliceUnread)).toContain('a-new');
    const foreign = await handlers.unreadList!(input(), userCtx(database.db, T2, 'alice'));
    expect(titles(foreign)).toEqual(['foreign']);
    expect(await handlers.unreadList!(input(), ctx)).toEqual([]);
  });

  it('listMyMessages pages and filters by readFlag', async () => {
    const ctx = userCtx(database.db, T1, 'alice');
    const all = (await handlers.listMyMessages!(input({ pageNo: 1, pageSize: 2 }), ctx)) as {
      records: unknown[];
      total: number;
      pages: number;
    };
    expect(all.total).toBe(4);
    expect(all.records).toHaveLength(2);
    expect(all.pages).toBe(2);
    const read = (await handlers.listMyMessages!(input({ readFlag: '1' }), ctx)) as { records: unknown[] };
    expect(titles(read.records)).toEqual(['a-read']);
  });

  it('readAll marks every unread message of the caller and nobody else’s', async () => {
    const notifier = recordingNotifier();
    const ctx = userCtx(database.db, T1, 'alice', { notifier });
    expect(await handlers.readAllMessages!(input(), ctx)).toEqual({ count: 3 });
    expect(notifier.pushed).toEqual([{ userId: 'alice', payload: { pushType: 'message_center' } }]);
    expect(await handlers.readAllMessages!(input(), ctx)).toEqual({ count: 0 });
    expect(notifier.pushed).toHaveLength(1);
    expect(await handlers.unreadList!(input(), ctx)).toEqual([]);
    expect(titles(await handlers.unreadList!(input(), userCtx(database.db, T2, 'alice')))).toEqual([
      'foreign',
    ]);
  });

  it('createMessage stores the message and pushes it to the user', async () => {
    const notifier = recordingNotifier();
    const id = await createMessage(database.db, notifier, {
      tenantId: T1,
      userId: 'carol',
      classify: 'visit',
      title: '张三今日需复诊',
      redirect: {
        webUrl: 'visitForm',
        param: { detailId: 'd1', caseId: 'c1', formId: 'f1', projectId: 'p1' },
      },
    });
    expect(notifier.pushed).toEqual([
      { userId: 'carol', payload: { cmd: 'user', msgId: id, msgTxt: '张三今日需复诊' } },
    ]);
    const list = (await handlers.unreadList!(input(), userCtx(database.db, T1, 'carol'))) as {
      redirect: unknown;
    }[];
    expect(list[0]!.redirect).toEqual({
      webUrl: 'visitForm',
      param: { detailId: 'd1', caseId: 'c1', formId: 'f1', projectId: 'p1' },
    });
  });

  it('sendMessage writes one message per listed tenant user and pushes each; foreign users are 404', async () => {
    const notifier = recordingNotifier();
    const ctx = userCtx(database.db, T1, 'alice', { notifier });
    const res = await handlers.sendMessage!(
      input(
        {},
        { userIds: 'dan', title: '随访提醒', classify: 'visit', redirect: { webUrl: 'patientAbnormal' } },
      ),
      ctx,
    );
    expect(res).toEqual({ count: 1 });
    expect(notifier.pushed.map((p) => [p.userId, p.payload.cmd, p.payload.msgTxt])).toEqual([
      ['dan', 'user', '随访提醒'],
    ]);
    await expect(
      handlers.sendMessage!(input({}, { userIds: 'dan,zed', title: 'x' }), ctx),
    ).rejects.toMatchObject({
      kind: 'notFound',
    });
    await expect(
      handlers.sendMessage!(
        input({}, { userIds: 'dan', title: 'x', redirect: { webUrl: 'javascript:alert(1)' } }),
        ctx,
      ),
    ).rejects.toMatchObject({ kind: 'business' });
    await expect(handlers.sendMessage!(input({}, { userIds: 'dan', title: ' ' }), ctx)).rejects.toMatchObject(
      {
        kind: 'business',
        message: '请输入消息标题',
      },
    );
    expect(notifier.pushed).toHaveLength(1);
    expect(titles(await handlers.unreadList!(input(), userCtx(database.db, T2, 'zed')))).toEqual([]);
  });

  it('a sent message carries its sender’s real name and where it opens, in every list; system ones have none', async () => {
    const ctx = userCtx(database.db, T1, 'alice');
    const title = '入组审核待办';
    await handlers.sendMessage!(
      input(
        {},
        { userIds: 'dan', title, openType: 'component', openPage: 'rws/SubjectAudit', busId: 's-42' },
      ),
      ctx,
    );
    const dan = userCtx(database.db, T1, 'dan');
    const expected = {
      title,
      sender: '用户alice',
      openType: 'component',
      openPage: 'rws/SubjectAudit',
      busId: 's-42',
    };
    const unread = (await handlers.unreadList!(input(), dan)) as Record<string, unknown>[];
    expect(unread.find((m) => m.title === title)).toMatchObject(expected);
    const groups = (await handlers.getUnreadListWithMsg!(input(), dan)) as {
      msgList: Record<string, unknown>[];
    }[];
    expect(groups.flatMap((g) => g.msgList).find((m) => m.title === title)).toMatchObject(expected);
    const page = (await handlers.listMyMessages!(input({ pageNo: '1', pageSize: '50' }), dan)) as {
      records: Record<string, unknown>[];
    };
    expect(page.records.find((m) => m.title === title)).toMatchObject(expected);
    expect(page.records.find((m) => m.title === '随访提醒')).toMatchObject({
      sender: '用户alice',
      openType: null,
    });
    // Written by the system (createMessage): no sender, the console shows 系统.
    const own = (await handlers.listMyMessages!(
      input({ pageNo: '1', pageSize: '50' }),
      userCtx(database.db, T1, 'alice'),
    )) as { records: Record<string, unknown>[] };
    expect(own.records.find((m) => m.title === 'a-new')).toMatchObject({
      sender: null,
      openType: null,
      busId: null,
    });

    for (const bad of [
      { openType: 'component', openPage: 'javascript:alert(1)' },
      { openType: 'component', openPage: '' },
      { openType: 'url', openPage: '//evil.example/x' },
      { openType: 'url', openPage: 'https://evil.example' },
      { openType: 'iframe', openPage: '/a' },
    ]) {
      await expect(
        handlers.sendMessage!(input({}, { userIds: 'dan', title: 'x', ...bad }), ctx),
      ).rejects.toMatchObject({ kind: 'business', message: '打开方式或页面不正确' });
    }
  });
});
