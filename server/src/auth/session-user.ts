// Builds the request's SessionUser: the user's tenants and the permission codes their roles grant in the acting tenant.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  permissions,
  rolePermissions,
  tenants,
  userRoles,
  userTenants,
  users,
} from '../db/schema/identity.js';
import type { SessionUser } from '../core/index.js';

/** The user's tenants that are not frozen (租户管理: a frozen tenant opens nothing and leaves the tenant switch). */
export async function userTenantIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ tenantId: userTenants.tenantId })
    .from(userTenants)
    .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
    .where(and(eq(userTenants.userId, userId), eq(tenants.status, 1)));
  return rows.map((r) => r.tenantId);
}

/** Ids of the user's roles in one tenant. */
export async function roleIdsOf(db: Db, userId: string, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.tenantId, tenantId)));
  return rows.map((r) => r.roleId);
}

export async function grantedCodes(db: Db, roleIds: string[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ perms: permissions.perms })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        inArray(rolePermissions.roleId, roleIds),
        isNotNull(permissions.perms),
        eq(permissions.status, '1'),
      ),
    );
  // A perms field may list several codes separated by commas (JeecgBoot allows it).
  return new Set(
    rows.flatMap((r) =>
      (r.perms ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  );
}

/** Null when the user is gone or frozen: the token then no longer opens anything. */
export async function loadSessionUser(db: Db, userId: string, tenantId: string): Promise<SessionUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== 1 || user.delFlag !== 0) return null;
  const tenantIds = await userTenantIds(db, userId);
  const codes = await grantedCodes(db, await roleIdsOf(db, userId, tenantId));
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    tenantId,
    tenantIds,
    identifyFlag: user.identifyFlag,
    permissions: codes,
    orgCode: user.orgCode,
  };
}
