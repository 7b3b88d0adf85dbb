// Seeds tenants, users, departments, roles, menus and buttons; grants follow the document's x-permission codes on every start.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import {
  departments,
  permissions,
  rolePermissions,
  roleDataRules,
  roles,
  tenants,
  userDeparts,
  userRoles,
  users,
  userTenants,
} from '../db/schema/identity.js';
import { DEMO_PASSWORD, DEPARTMENTS, ROLES, TENANTS, USERS } from './identity-data.js';
import { describeCode } from './describe-code.js';
import { MENUS } from './identity-menus.js';
import { platformOnly, roleHoldsButton } from './role-grants.js';
import { setTenantProvisioner } from '../resources/tenant-provision.js';
import { PLATFORM_DEPARTMENT_TENANT_ID } from '@clinic/sdk/wire';
import { PLATFORM_TENANT_ID } from '../resources/engine/shared-source.js';

/** What the identity seed hands to the business and domain seeds. */
export interface SeedIds {
  /** tenant ids: main 1000, second 1423892807230000001, other 2000, platform department 3000 */
  tenants: { main: string; second: string; other: string; platform: string };
  /** username → user id */
  users: Record<string, string>;
}

/** Stable numeric text ids derived from a key, so re-running the seed addresses the same rows. */
export function stableId(key: string): string {
  const n = BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 14)}`);
  return `17${n.toString().padStart(17, '0').slice(0, 17)}`;
}

const menuId = (key: string) => stableId(`menu:${key}`);
const buttonId = (code: string) => stableId(`button:${code}`);
export const roleId = (tenantId: string, code: string) => stableId(`role:${tenantId}:${code}`);
export const departId = (tenantId: string, code: string) => stableId(`depart:${tenantId}:${code}`);

export const seedIds: SeedIds = {
  tenants: { main: '1000', second: '1423892807230000001', other: '2000', platform: '3000' },
  users: Object.fromEntries(USERS.map((u) => [u.username, u.id])),
};

async function seedPeople(db: Db): Promise<void> {
  await db.insert(tenants).values(TENANTS.map((t) => ({ id: t.id, name: t.name })));
  await db.insert(departments).values(
    DEPARTMENTS.map(([tenantId, code, name, parent], i) => ({
      id: departId(tenantId, code),
      tenantId,
      parentId: parent ? departId(tenantId, parent) : null,
      departName: name,
      orgCode: code,
      deptCode: code,
      orgCategory: parent ? '2' : '1',
      sortNo: i,
    })),
  );
  await db.insert(roles).values(
    TENANTS.flatMap((t) =>
      ROLES.map((r) => ({
        id: roleId(t.id, r.code),
        tenantId: t.id,
        roleName: r.name,
        roleCode: r.code,
        description: r.description,
      })),
    ),
  );
  const tenantOfDept = new Map(DEPARTMENTS.map(([tenantId, code]) => [code, tenantId]));
  for (const u of USERS) {
    await db.insert(users).values({
      id: u.id,
      tenantId: u.tenants[0] as string,
      username: u.username,
      realname: u.realname,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      phone: u.phone,
      email: `${u.username}@clinic.example`,
      sex: u.sex,
      birthday: u.sex === 1 ? '1980-05-12' : '1986-09-23',
      identifyFlag: u.identifyFlag,
      orgCode: u.departs[0] ?? null,
      createBy: 'admin',
    });
    await db.insert(userTenants).values(u.tenants.map((tenantId) => ({ userId: u.id, tenantId })));
    await db.insert(userRoles).values(
      u.tenants.map((tenantId) => ({
        userId: u.id,
        roleId: roleId(tenantId, u.tenantRoles?.[tenantId] ?? u.role),
        tenantId,
      })),
    );
    await db.insert(userDeparts).values(
      u.departs.map((code) => {
        const tenantId = tenantOfDept.get(code) as string;
        return { userId: u.id, departId: departId(tenantId, code), tenantId };
      }),
    );
  }
  await seedTenantMenu(db);
  await seedDataRule(db);
}

/**
 * 数据规则 demo: 医生 of 健康服务中心 sees only the patients whose 责任医生 is themselves. Seeded disabled: the demo
 * doctor's journeys read every patient; an administrator enables it in 角色管理 → 数据规则.
 */
async function seedDataRule(db: Db): Promise<void> {
  const tenantId = seedIds.tenants.main;
  await db.insert(roleDataRules).values({
    id: stableId(`dataRule:${tenantId}:doctor:patient`),
    tenantId,
    roleId: roleId(tenantId, 'doctor'),
    resource: 'patient',
    field: 'doctorId',
    condition: 'eq',
    value: '#{sys_user_id}',
    status: '0',
    createBy: 'admin',
  });
}

/** 仁和医院's own menu beside the platform's: a top-level shortcut to its patients, granted to its administrators. */
async function seedTenantMenu(db: Db): Promise<void> {
  const tenantId = seedIds.tenants.other;
  const id = menuId(`${tenantId}:patientShortcut`);
  await db.insert(permissions).values({
    id,
    tenantId,
    name: '本院患者',
    menuType: '1',
    url: '/renhe/patient',
    component: 'chronic/PatientList',
    componentName: 'PatientShortcut',
    icon: 'team',
    sortNo: 900,
    createBy: 'tenant2admin',
  });
  await db.insert(rolePermissions).values({ roleId: roleId(tenantId, 'admin'), permissionId: id, tenantId });
}

/**
 * Menus and one button per document code; then the grants of every tenant's roles. Safe to repeat: on a later start
 * only the menus and buttons new since the last one are granted, so what an administrator took away in 角色授权
 * stays taken away.
 */
export async function syncPermissions(
  db: Db,
  codes: string[],
  opts: { grantAll?: boolean } = {},
): Promise<void> {
  const owner = (code: string) =>
    MENUS.find((m) => m.scope === '' && m.permPrefix && code.startsWith(`${m.permPrefix}:`)) ??
    MENUS.find((m) => m.permPrefix && code.startsWith(`${m.permPrefix}:`));
  const wanted = [
    ...MENUS.map((m, i) => ({
      id: menuId(m.key),
      parentId: m.parent ? menuId(m.parent) : null,
      name: m.name,
      menuType: m.menuType,
      url: m.url,
      component: m.component,
      componentName: m.componentName ?? null,
      cornerMarkUrl: m.cornerMark ? `/sys/permission/cornerMark/${m.cornerMark}` : null,
      redirect: m.redirect ?? null,
      icon: m.icon ?? null,
      keepAlive: m.keepAlive ?? false,
      sortNo: i,
      appScope: m.scope,
    })),
    ...codes.map((code, i) => {
      const menu = owner(code);
      return {
        id: buttonId(code),
        parentId: menu ? menuId(menu.key) : null,
        name: describeCode(code),
        menuType: '2',
        perms: code,
        sortNo: i,
      };
    }),
  ];
  // Every start runs this: the rows present are read in one statement and only new ones written, so a restart
  // with nothing new writes nothing (inserting every row again to have the conflicts skipped cost a quarter second).
  const present = new Set(
    wanted.length === 0
      ? []
      : (
          await db
            .select({ id: permissions.id })
            .from(permissions)
            .where(
              inArray(
                permissions.id,
                wanted.map((row) => row.id),
              ),
            )
        ).map((row) => row.id),
  );
  const missing = wanted.filter((row) => !present.has(row.id));
  const fresh = new Set(
    missing.length === 0
      ? []
      : (
          await db.insert(permissions).values(missing).onConflictDoNothing().returning({ id: permissions.id })
        ).map((row) => row.id),
  );
  if (!opts.grantAll && fresh.size === 0) return;
  const allButtons = await db
    .select({ id: permissions.id, perms: permissions.perms })
    .from(permissions)
    // A tenant's own buttons are granted through its 角色授权, never to every tenant's administrators.
    .where(and(eq(permissions.menuType, '2'), eq(permissions.tenantId, PLATFORM_TENANT_ID)));
  // Only roles that exist: an installation without demo data has the first tenant alone.
  const existingRoles = new Set((await db.select({ id: roles.id }).from(roles)).map((r) => r.id));
  for (const t of TENANTS) {
    const grants = ROLES.filter((r) => existingRoles.has(roleId(t.id, r.code)))
      .flatMap((r) => grantsOf(t.id, r.code, allButtons))
      .filter((g) => opts.grantAll || fresh.has(g.permissionId));
    if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  }
}

/** The menus and buttons one role of a tenant holds; platform-level ones only in the platform department. */
function grantsOf(
  tenantId: string,
  code: (typeof ROLES)[number]['code'],
  allButtons: Array<{ id: string; perms: string | null }>,
): Array<{ roleId: string; permissionId: string; tenantId: string }> {
  const platform = tenantId === PLATFORM_DEPARTMENT_TENANT_ID;
  const menus = MENUS.filter(
    (m) => (code === 'admin' || m.roles.includes(code)) && (platform || !platformOnly({ menuKey: m.key })),
  );
  const buttons = allButtons.filter(
    (b) =>
      (code === 'admin' || (b.perms && roleHoldsButton(code, b.perms))) &&
      (platform || !platformOnly({ code: b.perms })),
  );
  return [...menus.map((m) => menuId(m.key)), ...buttons.map((b) => b.id)].map((permissionId) => ({
    roleId: roleId(tenantId, code),
    permissionId,
    tenantId,
  }));
}

/** A tenant added in 租户管理: the demo roles with their grants, and a root department named after it. */
async function provisionNewTenant(db: Db, tenant: { id: string; name: string }): Promise<void> {
  await db
    .insert(roles)
    .values(
      ROLES.map((r) => ({
        id: roleId(tenant.id, r.code),
        tenantId: tenant.id,
        roleName: r.name,
        roleCode: r.code,
        description: r.description,
      })),
    )
    .onConflictDoNothing();
  const allButtons = await db
    .select({ id: permissions.id, perms: permissions.perms })
    .from(permissions)
    .where(and(eq(permissions.menuType, '2'), eq(permissions.tenantId, PLATFORM_TENANT_ID)));
  const grants = ROLES.flatMap((r) => grantsOf(tenant.id, r.code, allButtons));
  if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  await db
    .insert(departments)
    .values({
      id: departId(tenant.id, 'A01'),
      tenantId: tenant.id,
      parentId: null,
      departName: tenant.name,
      orgCode: 'A01',
      deptCode: 'A01',
      orgCategory: '1',
      sortNo: 0,
    })
    .onConflictDoNothing();
}

setTenantProvisioner(provisionNewTenant);

/** Returns whether the people were created now (false: the database was already seeded). */
export async function seedIdentity(
  db: Db,
  permissionCodes: string[],
): Promise<{ created: boolean; ids: SeedIds }> {
  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, '1000')).limit(1);
  if (!existing) await seedPeople(db);
  await syncPermissions(db, permissionCodes, { grantAll: !existing });
  return { created: !existing, ids: seedIds };
}
