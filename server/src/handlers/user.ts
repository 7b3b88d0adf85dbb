// User pickers: the picker page (username/realname fragment, department), lookup by usernames, users of a department;
// administration beyond CRUD: 冻结/解冻 and the administrator's password reset, both ending the user's sessions, and
// invitation codes for registration.
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { revokeOtherSessions } from '../auth/session-store.js';
import { users } from '../db/schema/identity.js';
import { EnvelopeReply } from '../core/index.js';
import type { Db } from '../db/client.js';
import { queryText } from '../resources/engine/query-text.js';
import {
  fail,
  nowOf,
  requireUser,
  type ApiInput,
  type HandlerMap,
  type RequestContext,
} from '../core/index.js';
import { issueInvitation } from '../auth/account.js';
import { listRecords } from '../resources/engine/list.js';
import { escapeLike, rows } from '../resources/engine/sql-util.js';
import { userResource } from '../resources/user.js';
import { membersOf } from './tenant-members.js';

type Rec = Record<string, unknown>;

/** Adds `orgCodeTxt` (department names) in one query for the page. */
async function withDepartNames(db: Db, tenantId: string, records: Rec[]): Promise<Rec[]> {
  const ids = records.map((r) => String(r.id));
  if (ids.length === 0) return records;
  const r = await rows<{ user_id: string; names: string }>(
    db,
    sql`SELECT ud.user_id, string_agg(d.depart_name, ',' ORDER BY d.sort_no, d.org_code) AS names
        FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id AND d.del_flag = 0
        WHERE ud.tenant_id = ${tenantId} AND ud.user_id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})
        GROUP BY ud.user_id`,
  );
  const names = new Map(r.map((x) => [x.user_id, x.names]));
  for (const rec of records) rec.orgCodeTxt = names.get(String(rec.id)) ?? null;
  return records;
}

async function queryUserComponentData(input: ApiInput, ctx: RequestContext) {
  const q = input.query;
  const fragment = queryText(q.username);
  const extra = fragment
    ? sql`(t.username LIKE ${`%${escapeLike(fragment)}%`} ESCAPE '\\' OR t.realname LIKE ${`%${escapeLike(fragment)}%`} ESCAPE '\\')`
    : undefined;
  const page = await listRecords(
    userResource,
    {
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      column: q.column,
      order: q.order,
      field: q.field,
      departId: q.departId,
      sex: q.sex,
      birthday: q.birthday,
    },
    ctx,
    extra,
  );
  await withDepartNames(ctx.db, ctx.tenantId, page.records);
  return page;
}

async function queryUsersByUsernames(input: ApiInput, ctx: RequestContext) {
  const names = queryText(input.query.usernames)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .slice(0, 1000);
  if (names.length === 0) throw fail.business('用户名不能为空');
  const extra = sql`t.username IN (${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )})`;
  const page = await listRecords(
    userResource,
    { pageNo: input.query.pageNo, pageSize: input.query.pageSize ?? names.length },
    ctx,
    extra,
  );
  await withDepartNames(ctx.db, ctx.tenantId, page.records);
  return page;
}

async function queryUserByDepId(input: ApiInput, ctx: RequestContext) {
  const id = queryText(input.query.id);
  if (id === '') throw fail.business('部门id不能为空');
  const realname = queryText(input.query.realname);
  const extra = realname ? sql`t.realname LIKE ${`%${escapeLike(realname)}%`} ESCAPE '\\'` : undefined;
  const page = await listRecords(userResource, { departId: id, pageSize: 1000 }, ctx, extra);
  return withDepartNames(ctx.db, ctx.tenantId, page.records);
}

async function userFrozenBatch(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as { ids: string; status: 1 | 2 };
  const ids = await membersOf(
    ctx,
    body.ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  if (body.status === 2 && ctx.user && ids.includes(ctx.user.id)) throw fail.business('不能冻结当前登录用户');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: body.status, updateTime: new Date(ctx.now?.() ?? Date.now()) })
      .where(inArray(users.id, ids));
    if (body.status === 2) {
      for (const id of ids)
        await revokeOtherSessions(tx as unknown as Db, id, null, ctx.now?.() ?? Date.now());
    }
  });
  return new EnvelopeReply(200, body.status === 2 ? '冻结成功' : '解冻成功', null);
}

async function userResetPassword(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as { id: string; password: string };
  const [id] = await membersOf(ctx, [body.id]);
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updateTime: new Date(ctx.now?.() ?? Date.now()) })
      .where(eq(users.id, id!));
    // the user signs in again with the new password; the administrator's own session stays
    await revokeOtherSessions(
      tx as unknown as Db,
      id!,
      id === ctx.user?.id ? ctx.token : null,
      ctx.now?.() ?? Date.now(),
    );
  });
  return new EnvelopeReply(200, '密码重置成功', null);
}

/** A one-time invitation code into the acting tenant (registration needs one). */
async function userInvite(_input: ApiInput, ctx: RequestContext) {
  const admin = requireUser(ctx);
  return issueInvitation(ctx.db, admin.id, ctx.tenantId, nowOf(ctx));
}

export const handlers: HandlerMap = {
  userInvite,
  queryUserComponentData,
  queryUsersByUsernames,
  queryUserByDepId,
  userFrozenBatch,
  userResetPassword,
};
