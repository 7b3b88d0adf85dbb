// Operations of the `announcement` tag beyond generic CRUD: the user's announcements with read marks (listByUser),
// the detail (queryById, marks nothing), marking read (editByAnntIdAndUserId), release (writes the send records of
// the audience) and revoke with live pushes, and the read records of one announcement (its audience, who has read).
// A user sees a released announcement exactly when they hold a send record of it.
import { and, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { announcementSends, announcements } from '../db/schema/domain.js';
import { users } from '../db/schema/identity.js';
import { fail, page, paging, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import { sanitizeHtml } from '../resources/announcement-html.js';
import { announcementResource } from '../resources/announcement.js';
import { resourcePermission } from '../resources/engine/access.js';
import { readOne } from '../resources/engine/write.js';
import { audienceUsers, sendUsers, writeSends } from '../resources/announcement-audience.js';
import { text, wireTime } from './domain-kit.js';

type AnnouncementRow = typeof announcements.$inferSelect;

/** The wire shape: sanitised again on read (rows written before a sanitiser change stay safe). */
export function toAnnouncement(r: AnnouncementRow) {
  return {
    id: r.id,
    titile: r.titile,
    title: r.titile,
    msgContent: sanitizeHtml(r.msgContent),
    msgAbstract: r.msgAbstract,
    sender: r.sender,
    sendTime: wireTime(r.sendTime),
    startTime: wireTime(r.startTime),
    endTime: wireTime(r.endTime),
    msgCategory: r.msgCategory,
    msgClassify: r.msgClassify,
    msgColor: r.msgColor,
    msgType: r.msgType,
    userIds: r.userIds,
    departIds: r.departIds,
    roleIds: r.roleIds,
    openType: r.openType,
    openPage: r.openPage,
    busId: r.busId,
    busType: r.busType,
    priority: r.priority,
    sendStatus: r.sendStatus,
    cancelTime: wireTime(r.cancelTime),
    createBy: r.createBy,
    createTime: wireTime(r.createTime),
  };
}

/** The user's send record of the announcement row in question. */
function sendOf(userId: string) {
  return and(
    eq(announcementSends.anntId, announcements.id),
    eq(announcementSends.tenantId, announcements.tenantId),
    eq(announcementSends.userId, userId),
  );
}

/** Released, and the user is in its audience (holds a send record). */
export function visibleTo(db: Db, tenantId: string, userId: string) {
  return and(
    eq(announcements.tenantId, tenantId),
    eq(announcements.delFlag, 0),
    eq(announcements.sendStatus, '1'),
    exists(
      db
        .select({ one: sql`1` })
        .from(announcementSends)
        .where(sendOf(userId)),
    ),
  );
}

function visible(ctx: RequestContext, userId: string) {
  return visibleTo(ctx.db, ctx.tenantId, userId);
}

async function findInTenant(ctx: RequestContext, id: string | undefined): Promise<AnnouncementRow> {
  if (!id) throw fail.badRequest('缺少参数 id');
  const [row] = await ctx.db
    .select()
    .from(announcements)
    .where(
      and(eq(announcements.tenantId, ctx.tenantId), eq(announcements.id, id), eq(announcements.delFlag, 0)),
    )
    .limit(1);
  if (!row) throw fail.notFound();
  return row;
}

/** The user's released announcements with their read flag, paged; `readFlag` 0/1 and `msgCategory` filter. */
async function listByUser(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const p = paging(input.query);
  const flag = text(input.query.readFlag);
  const category = text(input.query.msgCategory);
  const readFlag = sql<number>`coalesce(${announcementSends.readFlag}, 0)`;
  const where = and(
    visible(ctx, user.id),
    flag === '0' || flag === '1' ? sql`${readFlag} = ${Number(flag)}` : undefined,
    category ? eq(announcements.msgCategory, category) : undefined,
  );
  const join = sendOf(user.id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select({ a: announcements, readFlag, readTime: announcementSends.readTime })
      .from(announcements)
      .leftJoin(announcementSends, join)
      .where(where)
      .orderBy(desc(announcements.sendTime), desc(announcements.id))
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(announcements).leftJoin(announcementSends, join).where(where),
  ]);
  const records = rows.map((r) => ({
    ...toAnnouncement(r.a),
    anntId: r.a.id,
    readFlag: Number(r.readFlag),
    readTime: wireTime(r.readTime),
  }));
  return page(records, Number(total), p);
}

/** The popover's 通知公告 group: the user's unread released announcements, newest first (at most `limit`), and how many. */
export async function unreadAnnouncements(db: Db, tenantId: string, userId: string, limit: number) {
  const where = and(
    visibleTo(db, tenantId, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(announcementSends)
        .where(and(sendOf(userId), eq(announcementSends.readFlag, 0))),
    ),
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.sendTime), desc(announcements.id))
      .limit(limit),
    db.select({ total: count() }).from(announcements).where(where),
  ]);
  return {
    count: Number(total),
    items: rows.map((r) => ({
      id: r.id,
      anntId: r.id,
      classify: 'announcement',
      title: r.titile,
      content: r.msgAbstract ?? '',
      msgContent: sanitizeHtml(r.msgContent),
      msgColor: r.msgColor,
      readFlag: 0,
      sender: r.sender,
      openType: r.openType,
      openPage: r.openPage,
      busId: r.busId,
      createTime: wireTime(r.sendTime ?? r.createTime),
      readTime: null,
    })),
  };
}

/** One announcement: released and addressed to the user, or any of the tenant's for whoever manages them. */
async function queryById(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const manages = resourcePermission('announcement', 'list');
  if (manages && user.permissions.has(manages)) {
    // Whoever manages them edits it: with the labels of its dictionaries and of the chosen users, departments or
    // roles (the form shows names, never ids).
    const row = await findInTenant(ctx, text(input.query.id));
    const read = await readOne(announcementResource, row.id, ctx);
    const labels = Object.entries(read).filter(([key]) => key.endsWith('_dictText'));
    return { ...toAnnouncement(row), ...Object.fromEntries(labels) };
  }
  const id = text(input.query.id);
  if (!id) throw fail.badRequest('缺少参数 id');
  const [row] = await ctx.db
    .select()
    .from(announcements)
    .where(and(visible(ctx, user.id), eq(announcements.id, id)))
    .limit(1);
  if (!row) throw fail.notFound();
  return toAnnouncement(row);
}

/**
 * The user's unread send records of released announcements become read: the listed ones, or all without a list.
 * Answers how many changed. Shared by the announcement operations and the notice popover's read marks.
 */
export async function markAnnouncementsRead(
  db: Db,
  tenantId: string,
  userId: string,
  anntIds?: readonly string[],
): Promise<number> {
  if (anntIds && anntIds.length === 0) return 0;
  const released = db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.tenantId, tenantId),
        eq(announcements.delFlag, 0),
        eq(announcements.sendStatus, '1'),
        anntIds ? inArray(announcements.id, [...anntIds]) : undefined,
      ),
    );
  const done = await db
    .update(announcementSends)
    .set({ readFlag: 1, readTime: sql`localtimestamp(0)` })
    .where(
      and(
        eq(announcementSends.tenantId, tenantId),
        eq(announcementSends.userId, userId),
        eq(announcementSends.readFlag, 0),
        inArray(announcementSends.anntId, released),
      ),
    )
    .returning({ id: announcementSends.id });
  return done.length;
}

/** The user's other tabs and devices refresh their counts when some became read. */
async function countsChanged(ctx: RequestContext, userId: string, changed: number) {
  if (changed > 0) await push(ctx, [userId], { pushType: 'message_center' });
}

/** Marks one announcement read for the signed-in user; one not addressed to them answers 404. */
async function editByAnntIdAndUserId(
  input: { query: Record<string, unknown>; body: unknown },
  ctx: RequestContext,
) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Record<string, unknown>;
  const anntId = text(body.anntId ?? input.query.anntId);
  if (!anntId) throw fail.badRequest('缺少参数 anntId');
  const [row] = await ctx.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(visible(ctx, user.id), eq(announcements.id, anntId)))
    .limit(1);
  if (!row) throw fail.notFound();
  await countsChanged(ctx, user.id, await markAnnouncementsRead(ctx.db, ctx.tenantId, user.id, [anntId]));
  return null;
}

/** Every released announcement addressed to the user becomes read. */
async function readAll(_input: unknown, ctx: RequestContext) {
  const user = requireUser(ctx);
  await countsChanged(ctx, user.id, await markAnnouncementsRead(ctx.db, ctx.tenantId, user.id));
  return null;
}

/** The audience of one of the tenant's announcements (its send records) with read flag and time, read ones first. */
async function readRecords(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  const row = await findInTenant(ctx, text(input.query.anntId));
  const p = paging(input.query);
  const flag = text(input.query.readFlag);
  const readFlag = sql<number>`${announcementSends.readFlag}`;
  const audience = and(eq(announcementSends.tenantId, row.tenantId), eq(announcementSends.anntId, row.id));
  const where = and(
    audience,
    flag === '0' || flag === '1' ? eq(announcementSends.readFlag, Number(flag)) : undefined,
  );
  const [records, [totals = { total: 0 }], [reads = { readCount: 0 }]] = await Promise.all([
    ctx.db
      .select({
        userId: users.id,
        username: users.username,
        realname: users.realname,
        readFlag,
        readTime: announcementSends.readTime,
      })
      .from(announcementSends)
      .innerJoin(users, eq(users.id, announcementSends.userId))
      .where(where)
      .orderBy(
        desc(announcementSends.readFlag),
        sql`${announcementSends.readTime} DESC NULLS LAST`,
        users.username,
      )
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db
      .select({ total: count() })
      .from(announcementSends)
      .innerJoin(users, eq(users.id, announcementSends.userId))
      .where(where),
    ctx.db
      .select({ readCount: count() })
      .from(announcementSends)
      .innerJoin(users, eq(users.id, announcementSends.userId))
      .where(and(audience, eq(announcementSends.readFlag, 1))),
  ]);
  return {
    ...page(
      records.map((r) => ({ ...r, readFlag: Number(r.readFlag), readTime: wireTime(r.readTime) })),
      Number(totals.total),
      p,
    ),
    readCount: Number(reads.readCount),
  };
}

/** Tells each user's open tabs to refresh their counts and lists; a failed push never fails the operation. */
async function push(ctx: RequestContext, userIds: string[], payload: Record<string, unknown>) {
  await Promise.all(
    userIds.map((userId) =>
      ctx.notifier.notifyUser(userId, payload).catch((err: unknown) => {
        ctx.log.warn({ err }, 'live push failed');
      }),
    ),
  );
}

/** Releases: the audience is resolved now, within the tenant, and gets its send records and a live push. */
async function doReleaseData(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const row = await findInTenant(ctx, text(input.query.id));
  if (row.sendStatus === '1') throw fail.business('该公告已发布');
  const { released, to } = await ctx.db.transaction(async (tx) => {
    const to = await audienceUsers(tx as unknown as Db, ctx.tenantId, row);
    if (to.length === 0) throw fail.business('通告对象中没有可接收的用户，无法发布');
    const [released] = await tx
      .update(announcements)
      .set({
        sendStatus: '1',
        sendTime: sql`localtimestamp(0)`,
        cancelTime: null,
        sender: row.sender ?? user.realname,
        updateBy: user.username,
        updateTime: sql`localtimestamp`,
      })
      .where(and(eq(announcements.tenantId, ctx.tenantId), eq(announcements.id, row.id)))
      .returning();
    await writeSends(tx as unknown as Db, ctx.tenantId, row.id, to);
    return { released, to };
  });
  await push(ctx, to, { cmd: row.msgType === 'ALL' ? 'topic' : 'user', msgId: row.id, msgTxt: row.titile });
  return released ? toAnnouncement(released) : null;
}

/** Revokes: the audience no longer sees it (their send records stay for 查看阅读记录); their tabs refresh. */
async function doReovkeData(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const row = await findInTenant(ctx, text(input.query.id));
  if (row.sendStatus !== '1') throw fail.business('该公告未发布，无法撤销');
  const [revoked] = await ctx.db
    .update(announcements)
    .set({
      sendStatus: '2',
      cancelTime: sql`localtimestamp(0)`,
      updateBy: user.username,
      updateTime: sql`localtimestamp`,
    })
    .where(and(eq(announcements.tenantId, ctx.tenantId), eq(announcements.id, row.id)))
    .returning();
  await push(ctx, await sendUsers(ctx.db, ctx.tenantId, row.id), { pushType: 'message_center' });
  return revoked ? toAnnouncement(revoked) : null;
}

export const announcementOps = {
  listByUser,
  queryById,
  editByAnntIdAndUserId,
  readAll,
  doReleaseData,
  doReovkeData,
};

export const handlers: HandlerMap = {
  listByUser: (input, ctx) => listByUser(input, ctx),
  queryAnnouncementById: (input, ctx) => queryById(input, ctx),
  editByAnntIdAndUserId: (input, ctx) => editByAnntIdAndUserId(input, ctx),
  readAllAnnouncements: (input, ctx) => readAll(input, ctx),
  doReleaseData: (input, ctx) => doReleaseData(input, ctx),
  doReovkeData: (input, ctx) => doReovkeData(input, ctx),
  announcementReadRecords: (input, ctx) => readRecords(input, ctx),
};
