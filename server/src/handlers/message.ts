// Operations of the `message` tag: the signed-in user's message records (unread list, notice groups per
// classification, the last-N-days unread popup, read marks), and `createMessage`, which also pushes live.
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { messageClassifications, messages, type MessageRedirect } from '../db/schema/domain.js';
import { users } from '../db/schema/identity.js';
import { fail, page, paging, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import { idList, text, userInTenant, wireTime } from './domain-kit.js';
import { markAnnouncementsRead, unreadAnnouncements } from './announcement.js';
import { createMessages, type MessageOpen } from '../resources/message-out.js';

export {
  createMessage,
  createMessages,
  type MessageOpen,
  type NewMessage,
} from '../resources/message-out.js';

/** The popover group of the user's unread announcements, after the tenant's classifications. */
export const ANNOUNCEMENT_GROUP = { classify: 'announcement', classifyName: '通知公告' } as const;

/** Messages per notice group in the popover; the page behind "view more" has the rest. */
const GROUP_LIMIT = 50;
const MAX_DAYS = 365;

const itemColumns = {
  id: messages.id,
  classify: messages.classify,
  title: messages.title,
  content: messages.content,
  msgColor: messages.msgColor,
  readFlag: messages.readFlag,
  redirect: messages.redirect,
  sender: messages.sender,
  openType: messages.openType,
  openPage: messages.openPage,
  busId: messages.busId,
  createTime: messages.createTime,
  readTime: messages.readTime,
};

type ItemRow = { createTime: string; readTime: string | null } & Record<string, unknown>;
const toItem = (r: ItemRow) => ({ ...r, createTime: wireTime(r.createTime), readTime: wireTime(r.readTime) });

function own(ctx: RequestContext) {
  const user = requireUser(ctx);
  return and(eq(messages.tenantId, ctx.tenantId), eq(messages.userId, user.id));
}

async function classifyNames(ctx: RequestContext): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ classify: messageClassifications.classify, name: messageClassifications.classifyName })
    .from(messageClassifications)
    .where(eq(messageClassifications.tenantId, ctx.tenantId));
  return new Map(rows.map((r) => [r.classify, r.name]));
}

/** The user's unread messages, newest first. */
async function unreadList(_input: unknown, ctx: RequestContext) {
  const names = await classifyNames(ctx);
  const rows = await ctx.db
    .select(itemColumns)
    .from(messages)
    .where(and(own(ctx), eq(messages.readFlag, 0)))
    .orderBy(desc(messages.createTime), desc(messages.id))
    .limit(1000);
  return rows.map((r) => ({ ...toItem(r), classifyName: names.get(r.classify) ?? r.classify }));
}

/**
 * One group per classification of the tenant (also those with nothing unread), with unread count and messages, then
 * 通知公告: the released announcements the user is in the audience of and has not read.
 */
async function getUnreadListWithMsg(_input: unknown, ctx: RequestContext) {
  const user = requireUser(ctx);
  const cfg = await ctx.db
    .select({ classify: messageClassifications.classify, classifyName: messageClassifications.classifyName })
    .from(messageClassifications)
    .where(eq(messageClassifications.tenantId, ctx.tenantId))
    .orderBy(asc(messageClassifications.sortNo), asc(messageClassifications.classify));
  const unread = await ctx.db
    .select(itemColumns)
    .from(messages)
    .where(and(own(ctx), eq(messages.readFlag, 0)))
    .orderBy(desc(messages.createTime), desc(messages.id));
  const groups = new Map(cfg.map((c) => [c.classify, { ...c, unreadCount: 0, msgList: [] as unknown[] }]));
  for (const r of unread) {
    let g = groups.get(r.classify);
    if (!g)
      groups.set(
        r.classify,
        (g = { classify: r.classify, classifyName: r.classify, unreadCount: 0, msgList: [] }),
      );
    g.unreadCount += 1;
    if (g.msgList.length < GROUP_LIMIT) g.msgList.push(toItem(r));
  }
  const notices = await unreadAnnouncements(ctx.db, ctx.tenantId, user.id, GROUP_LIMIT);
  return [...groups.values(), { ...ANNOUNCEMENT_GROUP, unreadCount: notices.count, msgList: notices.items }];
}

/** Unread messages of the last `dayCount` days (the popup asks for 3). */
async function unreadByDays(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const days = Math.min(Math.max(Math.floor(Number(input.query.dayCount ?? 3)) || 3, 1), MAX_DAYS);
  const names = await classifyNames(ctx);
  const rows = await ctx.db
    .select(itemColumns)
    .from(messages)
    .where(
      and(
        own(ctx),
        eq(messages.readFlag, 0),
        gte(messages.createTime, sql`localtimestamp(0) - make_interval(days => ${days})`),
      ),
    )
    .orderBy(desc(messages.createTime), desc(messages.id))
    .limit(1000);
  return rows.map((r) => ({ ...toItem(r), classifyName: names.get(r.classify) ?? r.classify }));
}

/** Other tabs and devices of the user refresh their counts when some became read. */
async function countsChanged(ctx: RequestContext, count: number) {
  if (count > 0 && ctx.user) {
    await ctx.notifier.notifyUser(ctx.user.id, { pushType: 'message_center' }).catch(() => undefined);
  }
  return { count };
}

/**
 * Marks the listed messages read, and the listed announcements of the popover's 通知公告 group; ids that are not the
 * user's own are left untouched.
 */
async function read(input: { query: Record<string, unknown>; body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Record<string, unknown>;
  const ids = idList(body.ids ?? input.query.ids);
  if (ids.length === 0) return { count: 0 };
  const done = await ctx.db
    .update(messages)
    .set({ readFlag: 1, readTime: sql`localtimestamp(0)` })
    .where(and(own(ctx), inArray(messages.id, ids), eq(messages.readFlag, 0)))
    .returning({ id: messages.id });
  const notices = await markAnnouncementsRead(ctx.db, ctx.tenantId, user.id, ids);
  return countsChanged(ctx, done.length + notices);
}

/** Every unread message and announcement of the user becomes read (the bell's 全部已读: its badge counts both). */
async function readAll(_input: unknown, ctx: RequestContext) {
  const user = requireUser(ctx);
  const done = await ctx.db
    .update(messages)
    .set({ readFlag: 1, readTime: sql`localtimestamp(0)` })
    .where(and(own(ctx), eq(messages.readFlag, 0)))
    .returning({ id: messages.id });
  const notices = await markAnnouncementsRead(ctx.db, ctx.tenantId, user.id);
  return countsChanged(ctx, done.length + notices);
}

/** The user's messages, paged, optionally filtered by readFlag and classify. */
async function messageList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const p = paging(input.query);
  const flag = text(input.query.readFlag);
  const classify = text(input.query.classify);
  const where = and(
    own(ctx),
    flag === '0' || flag === '1' ? eq(messages.readFlag, Number(flag)) : undefined,
    classify ? eq(messages.classify, classify) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select(itemColumns)
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createTime), desc(messages.id))
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(messages).where(where),
  ]);
  return page(rows.map(toItem), Number(total), p);
}

const COLOR = /^#[0-9A-Fa-f]{3,8}$/;

/** Sends one message to each listed user of the tenant (admin tool and test driver of the live push). */
async function send(input: { body: unknown }, ctx: RequestContext) {
  const sender = requireUser(ctx);
  const body = (input.body ?? {}) as Record<string, unknown>;
  const title = text(body.title);
  if (!title) throw fail.business('请输入消息标题');
  if (title.length > 200) throw fail.business('消息标题不能超过200个字符');
  const content = typeof body.content === 'string' ? body.content.slice(0, 2000) : '';
  const classify = text(body.classify) ?? '1';
  const msgColor = text(body.msgColor) ?? null;
  if (msgColor && !COLOR.test(msgColor)) throw fail.business('标题颜色格式不正确');
  const redirect = redirectOf(body.redirect);
  const open = openOf(body);
  const wanted = idList(body.userIds);
  if (wanted.length === 0) throw fail.business('请选择接收人');
  const members = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.delFlag, 0), userInTenant(ctx.db, ctx.tenantId)));
  // Users of another tenant are not told apart from unknown ids.
  if (members.length !== wanted.length) throw fail.notFound();
  await createMessages(
    ctx.db,
    ctx.notifier,
    members.map((m) => ({
      tenantId: ctx.tenantId,
      userId: m.id,
      classify,
      title,
      content,
      msgColor,
      redirect,
      sender: { id: sender.id, name: sender.realname || sender.username },
      open,
    })),
  );
  return { count: members.length };
}

/** A component name like rws/SubjectAudit: letters, digits, _ and - in slash-separated parts. */
const COMPONENT = /^[A-Za-z][\w-]*(\/[\w-]+){0,4}$/;
/** An address inside the console: one leading slash, no scheme, host, backslash or space. */
const IN_APP = /^\/(?![/\\])[^\s\\]*$/;

/** Where the message opens; only a component name or an in-app address is stored. */
function openOf(body: Record<string, unknown>): MessageOpen | null {
  const openType = text(body.openType);
  if (!openType) return null;
  const openPage = text(body.openPage) ?? '';
  const busId = text(body.busId)?.slice(0, 64) ?? null;
  if (openType === 'component' && COMPONENT.test(openPage)) return { openType, openPage, busId };
  if (openType === 'url' && IN_APP.test(openPage)) return { openType, openPage, busId };
  throw fail.business('打开方式或页面不正确');
}

/** Only the two known redirect targets with string params pass. */
function redirectOf(value: unknown): MessageRedirect | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.webUrl !== 'visitForm' && v.webUrl !== 'patientAbnormal') throw fail.business('跳转类型不正确');
  const p = (v.param ?? {}) as Record<string, unknown>;
  const param: NonNullable<MessageRedirect['param']> = {};
  for (const k of ['detailId', 'caseId', 'formId', 'projectId'] as const) {
    const t = text(p[k]);
    if (t) param[k] = t.slice(0, 64);
  }
  return { webUrl: v.webUrl, param };
}

export const messageOps = {
  unreadList,
  getUnreadListWithMsg,
  unreadByDays,
  read,
  readAll,
  messageList,
  send,
};

export const handlers: HandlerMap = {
  unreadList: (input, ctx) => unreadList(input, ctx),
  getUnreadListWithMsg: (input, ctx) => getUnreadListWithMsg(input, ctx),
  unreadByDays: (input, ctx) => unreadByDays(input, ctx),
  readMessages: (input, ctx) => read(input, ctx),
  readAllMessages: (input, ctx) => readAll(input, ctx),
  listMyMessages: (input, ctx) => messageList(input, ctx),
  sendMessage: (input, ctx) => send(input, ctx),
};
