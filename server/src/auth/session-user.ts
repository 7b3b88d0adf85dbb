// Builds the request's SessionUser: the user's tenants and the permission codes their roles grant in the acting tenant.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  permissions,
  roleDataRules,
  rolePermissions,
  tenants,
  userRoles,
  userTenants,
  users,
} from '../db/schema/identity.js';
import type { DataRule, SessionUser } from '../core/index.js';

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

export async function grantedCodes(db: Db, roleIds: string[], tenantId: string): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ perms: permissions.perms })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(rolePermissions.tenantId, tenantId),
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

/**
 * The data rules the user's roles impose, by resource: only resources every role restricts (a role without an enabled
 * rule for a resource leaves its holders unrestricted there, as in JeecgBoot); per role its rules, ANDed.
 */
export async function dataRulesOf(
  db: Db,
  roleIds: string[],
  tenantId: string,
): Promise<Map<string, DataRule[][]> | undefined> {
  if (roleIds.length === 0) return undefined;
  const rows = await db
    .select({
      roleId: roleDataRules.roleId,
      resource: roleDataRules.resource,
      field: roleDataRules.field,
      condition: roleDataRules.condition,
      value: roleDataRules.value,
    })
    .from(roleDataRules)
    .where(
      and(
        eq(roleDataRules.tenantId, tenantId),
        inArray(roleDataRules.roleId, roleIds),
        eq(roleDataRules.status, '1'),
      ),
    );
  if (rows.length === 0) return undefined;
  const byResource = new Map<string, Map<string, DataRule[]>>();
  for (const r of rows) {
    const byRole = byResource.get(r.resource) ?? new Map<string, DataRule[]>();
    byResource.set(r.resource, byRole);
    byRole.set(r.roleId, [
      ...(byRole.get(r.roleId) ?? []),
      { field: r.field, condition: r.condition, value: r.value },
    ]);
  }
  const out = new Map<string, DataRule[][]>();
  for (const [resource, byRole] of byResource)
    if (roleIds.every((id) => byRole.has(id))) out.set(resource, [...byRole.values()]);
  return out.size > 0 ? out : undefined;
}

/** Null when the user is gone or frozen: the token then no longer opens anything. */
export async function loadSessionUser(db: Db, userId: string, tenantId: string): Promise<SessionUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== 1 || user.delFlag !== 0) return null;
  const tenantIds = await userTenantIds(db, userId);
  const roleIds = await roleIdsOf(db, userId, tenantId);
  const codes = await grantedCodes(db, roleIds, tenantId);
  const dataRules = await dataRulesOf(db, roleIds, tenantId);
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    tenantId,
    tenantIds,
    identifyFlag: user.identifyFlag,
    permissions: codes,
    orgCode: user.orgCode,
    ...(dataRules ? { dataRules } : {}),
  };
}
