// 通告对象 against a real database: each audience kind (全体用户, 指定用户, 指定部门 with sub-departments, 指定角色)
// resolved within the tenant on release into send records; another tenant's user, department or role refused with
// nothing written; only the audience gets the live push, the popover's 通知公告 group and its unread count;
// reading through the popover marks the send record; revoke takes it away and refreshes the audience.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { announcementSends, announcements } from '../db/schema/domain.js';
import { departments, roles, userDeparts, userRoles, userTenants, users } from '../db/schema/identity.js';
import { answerResource } from '../resources/engine/index.js';
import { input, recordingNotifier, userCtx } from './domain-test-support.js';
import { handlers } from './announcement.js';
import { handlers as messageHandlers } from './message.js';

let database: TestDatabase;
const T = '3000';
const OTHER = '4000';
const op = (crud: string) => ({ operationId: `announcement-${crud}`, resource: 'announcement', crud });

beforeAll(async () => {
  database = await testDatabase();
  const db = database.db;
  for (const [id, tenantId] of [
    ['u-root', T],
    ['u-child', T],
    ['u-nurse', T],
    ['u-none', T],
    ['u-other', OTHER],
  ] as const) {
    await db.insert(users).values({ id, tenantId, username: id, realname: `名${id}`, passwordHash: 'x' });
    await db.insert(userTenants).values({ userId: id, tenantId });
  }
  await db.insert(departments).values([
    { id: 'd-root', tenantId: T, departName: '总院', orgCode: 'A01', deptCode: 'A01' },
    {
      id: 'd-child',
      tenantId: T,
      parentId: 'd-root',
      departName: '内科',
      orgCode: 'A01A01',
      deptCode: 'A01A01',
    },
    { id: 'd-empty', tenantId: T, departName: '空科室', orgCode: 'A02', deptCode: 'A02' },
    { id: 'd-other', tenantId: OTHER, departName: '他院', orgCode: 'B01', deptCode: 'B01' },
  ]);
  await db.insert(userDeparts).values([
    { userId: 'u-root', departId: 'd-root', tenantId: T },
    { userId: 'u-child', departId: 'd-child', tenantId: T },
    { userId: 'u-other', departId: 'd-other', tenantId: OTHER },
  ]);
  await db.insert(roles).values([
    { id: 'r-nurse', tenantId: T, roleName: '护士', roleCode: 'nurse' },
    { id: 'r-other', tenantId: OTHER, roleName: '他院护士', roleCode: 'nurse' },
  ]);
  await db.insert(userRoles).values([
    { userId: 'u-nurse', roleId: 'r-nurse', tenantId: T },
    { userId: 'u-other', roleId: 'r-other', tenantId: OTHER },
  ]);
});
afterAll(async () => {
  await database?.close();
});

const admin = (notifier = recordingNotifier()) =>
  Object.assign(userCtx(database.db, T, 'u-root', { notifier }), { notifier });

async function added(titile: string, audience: Record<string, unknown>): Promise<string> {
  await answerResource(op('add'), input({}, { titile, msgContent: '<p>正文</p>', ...audience }), admin());
  const [row] = await database.db
    .select()
    .from(announcements)
    .where(and(eq(announcements.tenantId, T), eq(announcements.titile, titile)));
  return row!.id;
}

async function sendsOf(anntId: string): Promise<string[]> {
  const rows = await database.db
    .select({ userId: announcementSends.userId })
    .from(announcementSends)
    .where(eq(announcementSends.anntId, anntId));
  return rows.map((r) => r.userId).sort();
}

type Group = { classify: string; classifyName: string; unreadCount: number; msgList: { id: string }[] };
async function noticeGroup(userId: string): Promise<Group> {
  const groups = (await messageHandlers.getUnreadListWithMsg!(
    input(),
    userCtx(database.db, T, userId),
  )) as Group[];
  return groups.find((g) => g.classify === 'announcement')!;
}

async function titlesOf(userId: string): Promise<string[]> {
  const page = (await handlers.listByUser!(input(), userCtx(database.db, T, userId))) as {
    records: { titile: string }[];
  };
  return page.records.map((r) => r.titile).sort();
}

describe('announcement audience on release', () => {
  it('全体用户: every user of the tenant, none of another tenant', async () => {
    const id = await added('全体', { msgType: 'ALL' });
    const ctx = admin();
    await handlers.doReleaseData!(input({ id }), ctx);
    expect(await sendsOf(id)).toEqual(['u-child', 'u-none', 'u-nurse', 'u-root']);
    expect(ctx.notifier.pushed.map((p) => p.userId).sort()).toEqual([
      'u-child',
      'u-none',
      'u-nurse',
      'u-root',
    ]);
  });

  it('指定用户: exactly the chosen users get the send record, the live push, the popover entry and the count', async () => {
    const id = await added('指定用户公告', { msgType: 'USER', userIds: 'u-child' });
    const before = (await noticeGroup('u-child')).unreadCount;
    const ctx = admin();
    await handlers.doReleaseData!(input({ id }), ctx);
    expect(await sendsOf(id)).toEqual(['u-child']);
    expect(ctx.notifier.pushed).toEqual([
      { userId: 'u-child', payload: { cmd: 'user', msgId: id, msgTxt: '指定用户公告' } },
    ]);
    const group = await noticeGroup('u-child');
    expect(group.classifyName).toBe('通知公告');
    expect(group.unreadCount).toBe(before + 1);
    expect(group.msgList.map((m) => m.id)).toContain(id);
    expect((await noticeGroup('u-nurse')).msgList.map((m) => m.id)).not.toContain(id);
    expect(await titlesOf('u-child')).toContain('指定用户公告');
    expect(await titlesOf('u-nurse')).not.toContain('指定用户公告');
    await expect(
      handlers.queryAnnouncementById!(input({ id }), userCtx(database.db, T, 'u-nurse')),
    ).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('指定部门: the users of the chosen departments and of their sub-departments', async () => {
    const id = await added('部门公告', { msgType: 'DEPART', departIds: 'd-root' });
    const ctx = admin();
    await handlers.doReleaseData!(input({ id }), ctx);
    expect(await sendsOf(id)).toEqual(['u-child', 'u-root']);
    expect(ctx.notifier.pushed.map((p) => p.userId).sort()).toEqual(['u-child', 'u-root']);
  });

  it('指定角色: the users holding the chosen roles', async () => {
    const id = await added('角色公告', { msgType: 'ROLE', roleIds: 'r-nurse' });
    await handlers.doReleaseData!(input({ id }), admin());
    expect(await sendsOf(id)).toEqual(['u-nurse']);
    expect(await titlesOf('u-nurse')).toContain('角色公告');
    expect(await titlesOf('u-root')).not.toContain('角色公告');
  });

  it('an audience with no user is refused on release, nothing changes', async () => {
    const id = await added('空部门公告', { msgType: 'DEPART', departIds: 'd-empty' });
    await expect(handlers.doReleaseData!(input({ id }), admin())).rejects.toMatchObject({
      kind: 'business',
      message: '通告对象中没有可接收的用户，无法发布',
    });
    const [row] = await database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row!.sendStatus).toBe('0');
    expect(await sendsOf(id)).toEqual([]);
  });

  it('whoever manages announcements reads one with the names of the chosen roles, departments or users', async () => {
    const id = await added('带名称', { msgType: 'DEPART', departIds: 'd-root,d-child' });
    const manager = userCtx(database.db, T, 'u-root');
    manager.user!.permissions = new Set(['system:announcement:list']);
    const one = (await handlers.queryAnnouncementById!(input({ id }), manager)) as Record<string, unknown>;
    expect(one).toMatchObject({
      msgType: 'DEPART',
      msgType_dictText: expect.any(String),
      departIds: 'd-root,d-child',
    });
    expect(one.departIds_dictText).toBe('总院,内科');
  });

  it('the chosen lists of other kinds are dropped: the stored audience is the kind chosen', async () => {
    const id = await added('只留角色', { msgType: 'ROLE', roleIds: 'r-nurse', userIds: 'u-root' });
    const [row] = await database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ msgType: 'ROLE', roleIds: 'r-nurse', userIds: null, departIds: null });
  });
});

describe('the audience is checked against the tenant on write', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['USER', { userIds: 'u-root,u-other' }, '所选用户不存在或不属于当前租户，请重新选择'],
    ['DEPART', { departIds: 'd-other' }, '所选部门不存在或不属于当前租户，请重新选择'],
    ['ROLE', { roleIds: 'r-other' }, '所选角色不存在或不属于当前租户，请重新选择'],
    ['USER', { userIds: '' }, '请选择指定用户'],
    ['DEPART', {}, '请选择指定部门'],
    ['ROLE', { roleIds: null }, '请选择指定角色'],
  ];
  it.each(cases)('%s %j is refused on add: %s, no row written', async (msgType, lists, message) => {
    const titile = `拒绝${msgType}${JSON.stringify(lists)}`;
    await expect(
      answerResource(op('add'), input({}, { titile, msgContent: '<p>x</p>', msgType, ...lists }), admin()),
    ).rejects.toMatchObject({ kind: 'business', message });
    const rows = await database.db.select().from(announcements).where(eq(announcements.titile, titile));
    expect(rows).toEqual([]);
  });

  it('an edit naming a foreign role is refused and the stored audience stays', async () => {
    const id = await added('编辑拒绝', { msgType: 'USER', userIds: 'u-root' });
    await expect(
      answerResource(
        op('edit'),
        input({}, { id, msgType: 'ROLE', roleIds: 'r-other', titile: '改了' }),
        admin(),
      ),
    ).rejects.toMatchObject({ kind: 'business', message: '所选角色不存在或不属于当前租户，请重新选择' });
    const [row] = await database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ titile: '编辑拒绝', msgType: 'USER', userIds: 'u-root', roleIds: null });
    // An edit of the list alone keeps the stored kind and is checked the same way.
    await expect(
      answerResource(op('edit'), input({}, { id, userIds: 'u-other' }), admin()),
    ).rejects.toMatchObject({ message: '所选用户不存在或不属于当前租户，请重新选择' });
  });
});

describe('reading and revoking', () => {
  it('opening it from the popover marks the send record; 全部已读 clears the group', async () => {
    const id = await added('弹窗已读', { msgType: 'USER', userIds: 'u-nurse' });
    await handlers.doReleaseData!(input({ id }), admin());
    const nurse = userCtx(database.db, T, 'u-nurse');
    const before = (await noticeGroup('u-nurse')).unreadCount;
    await messageHandlers.readMessages!(input({}, { ids: id }), nurse);
    expect((await noticeGroup('u-nurse')).unreadCount).toBe(before - 1);
    const [send] = await database.db
      .select()
      .from(announcementSends)
      .where(and(eq(announcementSends.anntId, id), eq(announcementSends.userId, 'u-nurse')));
    expect(send!.readFlag).toBe(1);
    expect(send!.readTime).toBeTruthy();
    // Someone else's id marks nothing of theirs.
    await messageHandlers.readMessages!(input({}, { ids: id }), userCtx(database.db, T, 'u-root'));
    await messageHandlers.readAllMessages!(input(), nurse);
    expect((await noticeGroup('u-nurse')).unreadCount).toBe(0);
  });

  it('撤销 takes it from the audience (list, popover, detail), refreshes them live, keeps the read records', async () => {
    const id = await added('将撤销', { msgType: 'USER', userIds: 'u-child,u-none' });
    await handlers.doReleaseData!(input({ id }), admin());
    await handlers.editByAnntIdAndUserId!(input({}, { anntId: id }), userCtx(database.db, T, 'u-child'));
    expect((await noticeGroup('u-none')).msgList.map((m) => m.id)).toContain(id);
    const ctx = admin();
    await handlers.doReovkeData!(input({ id }), ctx);
    expect(ctx.notifier.pushed.map((p) => p.userId).sort()).toEqual(['u-child', 'u-none']);
    expect(ctx.notifier.pushed[0]!.payload).toEqual({ pushType: 'message_center' });
    expect((await noticeGroup('u-none')).msgList.map((m) => m.id)).not.toContain(id);
    expect(await titlesOf('u-child')).not.toContain('将撤销');
    await expect(
      handlers.editByAnntIdAndUserId!(input({}, { anntId: id }), userCtx(database.db, T, 'u-none')),
    ).rejects.toMatchObject({ kind: 'notFound' });
    type Reads = { records: { username: string; readFlag: number }[]; total: number; readCount: number };
    const reads = (await handlers.announcementReadRecords!(input({ anntId: id }), admin())) as Reads;
    expect(reads).toMatchObject({ total: 2, readCount: 1 });
    expect(reads.records.map((r) => [r.username, r.readFlag])).toEqual([
      ['u-child', 1],
      ['u-none', 0],
    ]);
  });

  it('a released one keeps its audience: changing it is refused until 撤销, other edits pass', async () => {
    const id = await added('已发布改对象', { msgType: 'USER', userIds: 'u-child,u-none' });
    await handlers.doReleaseData!(input({ id }), admin());
    await expect(
      answerResource(op('edit'), input({}, { id, msgType: 'ROLE', roleIds: 'r-nurse' }), admin()),
    ).rejects.toMatchObject({ kind: 'business', message: '已发布的公告不能修改通告对象，请先撤销后再修改' });
    await expect(
      answerResource(op('edit'), input({}, { id, userIds: 'u-child' }), admin()),
    ).rejects.toMatchObject({ message: '已发布的公告不能修改通告对象，请先撤销后再修改' });
    // The form sends the audience unchanged (other order, the other kinds' lists empty) with a new title: saved.
    await answerResource(
      op('edit'),
      input({}, { id, titile: '已发布改标题', msgType: 'USER', userIds: 'u-none,u-child', roleIds: null }),
      admin(),
    );
    const [row] = await database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row).toMatchObject({ titile: '已发布改标题', msgType: 'USER', userIds: 'u-none,u-child' });
  });

  it('released again after a change of audience: the new audience only, earlier read marks kept', async () => {
    const id = await added('再次发布', { msgType: 'USER', userIds: 'u-child,u-none' });
    await handlers.doReleaseData!(input({ id }), admin());
    await handlers.editByAnntIdAndUserId!(input({}, { anntId: id }), userCtx(database.db, T, 'u-child'));
    await handlers.doReovkeData!(input({ id }), admin());
    await answerResource(op('edit'), input({}, { id, userIds: 'u-child,u-nurse' }), admin());
    await handlers.doReleaseData!(input({ id }), admin());
    const rows = await database.db
      .select({ userId: announcementSends.userId, readFlag: announcementSends.readFlag })
      .from(announcementSends)
      .where(eq(announcementSends.anntId, id));
    expect(rows.map((r) => [r.userId, r.readFlag]).sort()).toEqual([
      ['u-child', 1],
      ['u-nurse', 0],
    ]);
  });
});
