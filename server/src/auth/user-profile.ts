// A user as the shell sees them in a tenant: profile (userInfo), departments and tenants.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departments, tenants, userDeparts, type users } from '../db/schema/identity.js';
import { userTenantIds } from './session-user.js';

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
