// Operations of the `announcement` tag beyond generic CRUD: the user's announcements with read marks (listByUser),
// the detail (queryById, marks nothing), marking read (editByAnntIdAndUserId), release and revoke with live pushes,
// and the read records of one announcement (who it reached, who has read it).
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { announcementSends, announcements } from '../db/schema/domain.js';
import { users } from '../db/schema/identity.js';
import { fail, page, paging, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import { sanitizeHtml } from '../resources/announcement-html.js';
import { resourcePermission } from '../resources/engine/access.js';
import { idList, newId, text, userInTenant, wireTime } from './domain-kit.js';

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

/** Released to this user: everyone in the tenant, or named in userIds. */
function addressedTo(userId: string): SQL {
  return or(
    eq(announcements.msgType, 'ALL'),
    sql`(',' || coalesce(${announcements.userIds}, '') || ',') like ${`%,${userId},%`}`,
  ) as SQL;
}

function visible(ctx: RequestContext, userId: string) {
  return and(
    eq(announcements.tenantId, ctx.tenantId),
    eq(announcements.delFlag, 0),
    eq(announcements.sendStatus, '1'),
    addressedTo(userId),
  );
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
  const join = and(
    eq(announcementSends.anntId, announcements.id),
    eq(announcementSends.tenantId, announcements.tenantId),
    eq(announcementSends.userId, user.id),
  );
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

/** One announcement: released and addressed to the user, or any of the tenant's for whoever manages them. */
async function queryById(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const manages = resourcePermission('announcement', 'list');
  if (manages && user.permissions.has(manages))
    return toAnnouncement(await findInTenant(ctx, text(input.query.id)));
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

async function markRead(db: Db, tenantId: string, anntIds: string[], userId: string) {
  if (anntIds.length === 0) return;
  await db
    .insert(announcementSends)
    .values(
      anntIds.map((anntId) => ({
        id: newId(),
        tenantId,
        anntId,
        userId,
        readFlag: 1,
        readTime: sql`localtimestamp(0)`,
      })),
    )
    .onConflictDoUpdate({
      target: [announcementSends.tenantId, announcementSends.anntId, announcementSends.userId],
      set: { readFlag: 1, readTime: sql`coalesce(${announcementSends.readTime}, localtimestamp(0))` },
    });
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
  await markRead(ctx.db, ctx.tenantId, [anntId], user.id);
  return null;
}

/** Every released announcement addressed to the user becomes read. */
async function readAll(_input: unknown, ctx: RequestContext) {
  const user = requireUser(ctx);
  const rows = await ctx.db.select({ id: announcements.id }).from(announcements).where(visible(ctx, user.id));
  await markRead(
    ctx.db,
    ctx.tenantId,
    rows.map((r) => r.id),
    user.id,
  );
  return null;
}

/** Users the announcement reaches: every member of the tenant for ALL, else the listed ids that belong to it. */
async function recipients(db: Db, row: AnnouncementRow): Promise<string[]> {
  const inTenant = userInTenant(db, row.tenantId);
  const listed = idList(row.userIds);
  if (row.msgType !== 'ALL' && listed.length === 0) return [];
  const named = row.msgType === 'ALL' ? undefined : inArray(users.id, listed);
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.delFlag, 0), inTenant, named));
  return found.map((u) => u.id);
}

/** Recipients of one of the tenant's announcements with their copy's read flag and time, read ones first. */
async function readRecords(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  const row = await findInTenant(ctx, text(input.query.anntId));
  const p = paging(input.query);
  const flag = text(input.query.readFlag);
  const listed = idList(row.userIds);
  if (row.msgType !== 'ALL' && listed.length === 0) return { ...page([], 0, p), readCount: 0 };
  const readFlag = sql<number>`coalesce(${announcementSends.readFlag}, 0)`;
  const reached = and(
    eq(users.delFlag, 0),
    userInTenant(ctx.db, row.tenantId),
    row.msgType === 'ALL' ? undefined : inArray(users.id, listed),
  );
  const join = and(
    eq(announcementSends.anntId, row.id),
    eq(announcementSends.tenantId, row.tenantId),
    eq(announcementSends.userId, users.id),
  );
  const where = and(reached, flag === '0' || flag === '1' ? sql`${readFlag} = ${Number(flag)}` : undefined);
  const [records, [totals = { total: 0 }], [reads = { readCount: 0 }]] = await Promise.all([
    ctx.db
      .select({
        userId: users.id,
        username: users.username,
        realname: users.realname,
        readFlag,
        readTime: announcementSends.readTime,
      })
      .from(users)
      .leftJoin(announcementSends, join)
      .where(where)
      .orderBy(desc(readFlag), sql`${announcementSends.readTime} DESC NULLS LAST`, users.username)
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(users).leftJoin(announcementSends, join).where(where),
    ctx.db
      .select({ readCount: count() })
      .from(users)
      .leftJoin(announcementSends, join)
      .where(and(reached, sql`${readFlag} = 1`)),
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

async function doReleaseData(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const row = await findInTenant(ctx, text(input.query.id));
  if (row.sendStatus === '1') throw fail.business('该公告已发布');
  const [released] = await ctx.db
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
  const to = await recipients(ctx.db, row);
  const cmd = row.msgType === 'ALL' ? 'topic' : 'user';
  await Promise.all(
    to.map((userId) =>
      ctx.notifier.notifyUser(userId, { cmd, msgId: row.id, msgTxt: row.titile }).catch((err: unknown) => {
        ctx.log.warn({ err }, 'live push failed');
      }),
    ),
  );
  return released ? toAnnouncement(released) : null;
}

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
