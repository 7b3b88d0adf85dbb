// The JeecgBoot-shaped login answer: token, userInfo, departments, tenants, welcome text and the dictionary items.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { users } from '../db/schema/identity.js';
import { departments, tenants, userDeparts } from '../db/schema/identity.js';
import type { RequestContext } from '../http/types.js';
import { loadSessionUser, userTenantIds } from './session-user.js';

export type UserRow = typeof users.$inferSelect;

export interface DepartSummary {
  id: string;
  deptCode: string;
  departName: string;
}

export async function userDepartsIn(db: Db, userId: string, tenantId: string): Promise<DepartSummary[]> {
  return db
    .select({ id: departments.id, deptCode: departments.deptCode, departName: departments.departName })
    .from(userDeparts)
    .innerJoin(departments, eq(departments.id, userDeparts.departId))
    .where(
      and(eq(userDeparts.userId, userId), eq(departments.tenantId, tenantId), eq(departments.delFlag, 0)),
    )
    .orderBy(asc(departments.sortNo), asc(departments.deptCode));
}

export async function tenantList(db: Db, userId: string): Promise<Array<{ id: string; name: string }>> {
  const ids = await userTenantIds(db, userId);
  if (ids.length === 0) return [];
  return db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.id, ids))
    .orderBy(asc(tenants.id));
}

/** The user as the shell stores it; orgCode is the current department when it is one of the user's in this tenant. */
export function userInfo(user: UserRow, tenantId: string, departs: DepartSummary[]) {
  const current = departs.find((d) => d.deptCode === user.orgCode) ?? departs[0];
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    name: user.realname,
    avatar: user.avatar,
    tenantId,
    identifyFlag: user.identifyFlag,
    orgCode: current?.deptCode ?? null,
    phone: user.phone,
    email: user.email,
    sex: user.sex,
  };
}

/** Greeting periods of the spec, on the clinic's clock (UTC+8). */
export function welcomeText(realname: string, now: number): string {
  const hour = new Date(now + 8 * 3600_000).getUTCHours();
  const period =
    hour < 9 ? '早上好' : hour <= 11 ? '上午好' : hour <= 13 ? '中午好' : hour < 20 ? '下午好' : '晚上好';
  return `${period}，${realname}，欢迎回来`;
}

/** Every dictionary's items, from the dictionary handler when it is registered (loaded lazily: the registry imports us). */
async function allDictItems(ctx: RequestContext): Promise<Record<string, unknown> | undefined> {
  const { handlers } = await import('../handlers/index.js');
  const handler = handlers.queryAllDictItems;
  if (!handler) return undefined;
  const result = await handler({ query: {}, params: {}, body: null, headers: {}, files: [] }, ctx);
  return result && typeof result === 'object' ? (result as Record<string, unknown>) : undefined;
}

export async function loginResult(
  db: Db,
  user: UserRow,
  tenantId: string,
  token: string,
  ctx: RequestContext,
  now: number,
) {
  const departs = await userDepartsIn(db, user.id, tenantId);
  const sessionUser = await loadSessionUser(db, user.id, tenantId);
  const dictItems = await allDictItems({ ...ctx, user: sessionUser, tenantId, token }).catch(
    (error: unknown) => {
      ctx.log.warn({ err: error }, 'dictionary items left out of the login answer');
      return undefined;
    },
  );
  return {
    token,
    userInfo: userInfo(user, tenantId, departs),
    welcome: welcomeText(user.realname, now),
    multiDepart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    departs,
    tenantList: await tenantList(db, user.id),
    ...(dictItems ? { sysAllDictItems: dictItems } : {}),
  };
}
