// Announcement handlers and resource against a real database: sanitising on write and on read, the user's list with
// read flags, read marks for oneself only, tenant scoping, release/revoke with live pushes to the recipients.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { announcementSends, announcements } from '../db/schema/domain.js';
import { users } from '../db/schema/identity.js';
import { announcementResource } from '../resources/announcement.js';
import { answerResource } from '../resources/engine/index.js';
import { readOne } from '../resources/engine/write.js';
import { input, recordingNotifier, userCtx } from './domain-test-support.js';
import { newId } from './domain-kit.js';
import { handlers } from './announcement.js';
import { audienceUsers, writeSends } from '../resources/announcement-audience.js';
import { sanitizeHtml } from '../resources/announcement-html.js';

let database: TestDatabase;
const T1 = '1000';
const T2 = '2000';
const DANGER =
  '<p>说明</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
const ids: Record<string, string> = {};

async function announce(
  key: string,
  tenantId: string,
  extra: Partial<typeof announcements.$inferInsert> = {},
) {
  const id = newId();
  ids[key] = id;
  await database.db.insert(announcements).values({
    id,
    tenantId,
    titile: key,
    msgContent: '<p>正文</p>',
    sendStatus: '1',
    sendTime: '2026-11-20 10:00:00',
    ...extra,
  });
  const [row] = await database.db.select().from(announcements).where(eq(announcements.id, id));
  // Released ones hold the send records their release would have written.
  if (row!.sendStatus !== '0')
    await writeSends(database.db, tenantId, id, await audienceUsers(database.db, tenantId, row!));
}

beforeAll(async () => {
  database = await testDatabase();
  for (const [id, tenantId] of [
    ['alice', T1],
    ['bob', T1],
    ['zed', T2],
  ]) {
    await database.db
      .insert(users)
      .values({ id: id!, tenantId: tenantId!, username: id!, realname: id!, passwordHash: 'x' });
  }
  await announce('all', T1);
  await announce('raw', T1, { msgContent: DANGER, sendTime: '2026-11-21 10:00:00' });
  await announce('bob-only', T1, { msgType: 'USER', userIds: 'bob' });
  await announce('draft', T1, { sendStatus: '0', sendTime: null });
  await announce('foreign', T2);
});
afterAll(async () => {
  await database?.close();
});

type Page = {
  records: { id: string; titile: string; readFlag: number; msgContent: string }[];
  total: number;
};
const listTitles = (p: unknown) => (p as Page).records.map((r) => r.titile).sort();

describe('sanitizeHtml', () => {
  it('drops script, event handlers and javascript: URLs, keeps rich text', () => {
    const out = sanitizeHtml(DANGER);
    expect(out).not.toMatch(/script|onerror|javascript:/i);
    expect(out).toContain('<p>说明</p>');
    expect(out).toContain('<img src="x">');
  });
  it("keeps the rich-text editor's colours, lists, tables and video, and no other style", () => {
    const out = sanitizeHtml(
      '<ul><li><span style="color: #e03e2d; white-space: pre-wrap;">红字</span></li></ul>' +
        '<table><tbody><tr><td style="position: fixed; width: 75px">格</td></tr></tbody></table>' +
        '<video controls src="/jeecg-boot/sys/common/static/temp/a.mp4"></video>' +
        '<p style="background-image: url(https://evil.example/x)">x</p>',
    );
    expect(out).toContain('<span style="color: #e03e2d; white-space: pre-wrap">红字</span>');
    expect(out).toContain('<td style="width: 75px">格</td>');
    expect(out).toContain('<video controls="" src="/jeecg-boot/sys/common/static/temp/a.mp4"></video>');
    expect(out).toContain('<p>x</p>');
  });
});

describe('announcement handlers', () => {
  it('listByUser lists released announcements addressed to the caller, with read flags, tenant-scoped', async () => {
    expect(listTitles(await handlers.listByUser!(input(), userCtx(database.db, T1, 'alice')))).toEqual([
      'all',
      'raw',
    ]);
    expect(listTitles(await handlers.listByUser!(input(), userCtx(database.db, T1, 'bob')))).toEqual([
      'all',
      'bob-only',
      'raw',
    ]);
    expect(listTitles(await handlers.listByUser!(input(), userCtx(database.db, T2, 'zed')))).toEqual([
      'foreign',
    ]);
  });

  it('sanitises stored HTML on read (list and detail)', async () => {
    const page = (await handlers.listByUser!(input(), userCtx(database.db, T1, 'alice'))) as Page;
    const raw = page.records.find((r) => r.titile === 'raw')!;
    expect(raw.msgContent).not.toMatch(/script|onerror|javascript:/i);
    const detail = (await handlers.queryAnnouncementById!(
      input({ id: ids.raw }),
      userCtx(database.db, T1, 'alice'),
    )) as {
      msgContent: string;
      title: string;
    };
    expect(detail.msgContent).not.toMatch(/script|onerror|javascript:/i);
    expect(detail.title).toBe('raw');
  });

  it('queryById of another tenant’s announcement is 404 and marks nothing', async () => {
    await expect(
      handlers.queryAnnouncementById!(input({ id: ids.foreign }), userCtx(database.db, T1, 'alice')),
    ).rejects.toMatchObject({ kind: 'notFound' });
    await handlers.queryAnnouncementById!(input({ id: ids.all }), userCtx(database.db, T1, 'alice'));
    const marks = await database.db
      .select()
      .from(announcementSends)
      .where(and(eq(announcementSends.anntId, ids.all!), eq(announcementSends.readFlag, 1)));
    expect(marks).toEqual([]);
  });

  it('editByAnntIdAndUserId marks read for the caller only; unaddressed or foreign ids are 404', async () => {
    const alice = userCtx(database.db, T1, 'alice');
    await handlers.editByAnntIdAndUserId!(input({}, { anntId: ids.all }), alice);
    const unread = await handlers.listByUser!(input({ readFlag: '0' }), alice);
    expect(listTitles(unread)).toEqual(['raw']);
    const read = await handlers.listByUser!(input({ readFlag: '1' }), alice);
    expect(listTitles(read)).toEqual(['all']);
    expect(
      listTitles(await handlers.listByUser!(input({ readFlag: '1' }), userCtx(database.db, T1, 'bob'))),
    ).toEqual([]);
    await expect(
      handlers.editByAnntIdAndUserId!(input({}, { anntId: ids['bob-only'] }), alice),
    ).rejects.toMatchObject({
      kind: 'notFound',
    });
    await expect(
      handlers.editByAnntIdAndUserId!(input({}, { anntId: ids.foreign }), alice),
    ).rejects.toMatchObject({
      kind: 'notFound',
    });
    // Marking twice keeps one mark.
    await handlers.editByAnntIdAndUserId!(input({}, { anntId: ids.all }), alice);
    const marks = await database.db
      .select()
      .from(announcementSends)
      .where(and(eq(announcementSends.anntId, ids.all!), eq(announcementSends.userId, 'alice')));
    expect(marks).toHaveLength(1);
  });

  it('readAllAnnouncements marks everything addressed to the caller', async () => {
    const bob = userCtx(database.db, T1, 'bob');
    await handlers.readAllAnnouncements!(input(), bob);
    expect(listTitles(await handlers.listByUser!(input({ readFlag: '0' }), bob))).toEqual([]);
    expect(
      listTitles(await handlers.listByUser!(input({ readFlag: '0' }), userCtx(database.db, T1, 'alice'))),
    ).toEqual(['raw']);
  });

  it('doReleaseData releases and pushes to every tenant user; doReovkeData revokes; foreign ids 404', async () => {
    const notifier = recordingNotifier();
    const admin = userCtx(database.db, T1, 'alice', { notifier });
    const released = (await handlers.doReleaseData!(input({ id: ids.draft }), admin)) as {
      sendStatus: string;
    };
    expect(released.sendStatus).toBe('1');
    expect(notifier.pushed.map((p) => p.userId).sort()).toEqual(['alice', 'bob']);
    expect(notifier.pushed[0]!.payload).toMatchObject({ cmd: 'topic', msgId: ids.draft, msgTxt: 'draft' });
    expect(listTitles(await handlers.listByUser!(input(), userCtx(database.db, T1, 'bob')))).toContain(
      'draft',
    );
    await expect(handlers.doReleaseData!(input({ id: ids.draft }), admin)).rejects.toMatchObject({
      kind: 'business',
    });
    const revoked = (await handlers.doReovkeData!(input({ id: ids.draft }), admin)) as { sendStatus: string };
    expect(revoked.sendStatus).toBe('2');
    expect(listTitles(await handlers.listByUser!(input(), userCtx(database.db, T1, 'bob')))).not.toContain(
      'draft',
    );
    await expect(handlers.doReleaseData!(input({ id: ids.foreign }), admin)).rejects.toMatchObject({
      kind: 'notFound',
    });
  });

  it('a USER announcement pushes only to the listed users', async () => {
    await announce('targeted', T1, { sendStatus: '0', msgType: 'USER', userIds: 'bob,zed' });
    const notifier = recordingNotifier();
    await handlers.doReleaseData!(
      input({ id: ids.targeted }),
      userCtx(database.db, T1, 'alice', { notifier }),
    );
    expect(notifier.pushed.map((p) => p.userId)).toEqual(['bob']);
    expect(notifier.pushed[0]!.payload.cmd).toBe('user');
  });

  it('read records: every recipient with their read flag, read first; filtered by flag; tenant-scoped', async () => {
    const alice = userCtx(database.db, T1, 'alice');
    await handlers.editByAnntIdAndUserId!(input({}, { anntId: ids.all }), alice);
    type Reads = {
      records: { username: string; readFlag: number; readTime: string | null }[];
      total: number;
      readCount: number;
    };
    const all = (await handlers.announcementReadRecords!(input({ anntId: ids.all }), alice)) as Reads;
    // alice marked it read above, bob read everything in the test before
    expect(all).toMatchObject({ total: 2, readCount: 2 });
    expect(all.records.map((r) => [r.username, r.readFlag]).sort()).toEqual([
      ['alice', 1],
      ['bob', 1],
    ]);
    expect(all.records[0]!.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(all.total).toBe(2);
    // a USER announcement reaches only its listed members of the tenant (zed is another tenant's)
    const targeted = (await handlers.announcementReadRecords!(
      input({ anntId: ids.targeted }),
      alice,
    )) as Reads;
    expect(targeted).toMatchObject({ total: 1, readCount: 0 });
    expect(targeted.records.map((r) => [r.username, r.readFlag, r.readTime])).toEqual([['bob', 0, null]]);
    const unread = (await handlers.announcementReadRecords!(
      input({ anntId: ids.all, readFlag: '0' }),
      alice,
    )) as Reads;
    expect(unread).toMatchObject({ records: [], total: 0, readCount: 2 });
    await expect(
      handlers.announcementReadRecords!(input({ anntId: ids.foreign }), alice),
    ).rejects.toMatchObject({ kind: 'notFound' });
  });
});

describe('announcement resource (generic CRUD)', () => {
  const op = (crud: string) => ({ operationId: `announcement-${crud}`, resource: 'announcement', crud });

  it('sanitises msgContent on add and edit, and on read', async () => {
    const ctx = userCtx(database.db, T1, 'alice');
    await answerResource(op('add'), input({}, { titile: '新公告', msgContent: DANGER }), ctx);
    const [stored] = await database.db
      .select()
      .from(announcements)
      .where(and(eq(announcements.tenantId, T1), eq(announcements.titile, '新公告')));
    expect(stored!.msgContent).not.toMatch(/script|onerror|javascript:/i);
    expect(stored!.msgContent).toContain('说明');
    expect(stored!.sendStatus).toBe('0');
    await answerResource(
      op('edit'),
      input({}, { id: stored!.id, msgContent: '<b onmouseover="x()">粗</b>' }),
      ctx,
    );
    // The declaration has no generic queryById (queryAnnouncementById applies the audience rules): the engine's read.
    const one = (await readOne(announcementResource, stored!.id, ctx)) as { msgContent: string };
    expect(one.msgContent).toBe('<b>粗</b>');
    const rawOne = (await readOne(announcementResource, ids.raw!, ctx)) as { msgContent: string };
    expect(rawOne.msgContent).not.toMatch(/script|onerror|javascript:/i);
  });

  it('another tenant cannot read or list tenant 1000 announcements', async () => {
    const zed = userCtx(database.db, T2, 'zed');
    await expect(readOne(announcementResource, ids.all!, zed)).rejects.toMatchObject({ kind: 'notFound' });
    const page = (await answerResource(op('list'), input({ pageNo: 1, pageSize: 100 }), zed)) as Page;
    expect(page.records.map((r) => r.titile)).toEqual(['foreign']);
  });
});
