// An installation without demo data: on an empty database the first tenant, its roles, its root department and one
// administrator with the password given at start (no published password), then the reference data every page needs.
import { checkNewPassword } from '../auth/account.js';
import { hashPassword } from '../auth/password.js';
import { newId } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import {
  departments,
  roles,
  tenants,
  userDeparts,
  userRoles,
  users,
  userTenants,
} from '../db/schema/identity.js';
import { seedReferenceData } from './business.js';
import { seedCommon, seedDicts } from './domain.js';
import { DEMO_PASSWORD, ROLES, TENANTS } from './identity-data.js';
import { departId, roleId, syncPermissions } from './identity.js';

export interface InitialAdmin {
  username: string;
  password: string;
}

/** Below this an administrator password chosen at install time is refused (it guards every tenant's records). */
export const MIN_ADMIN_PASSWORD_LENGTH = 10;

export class InstallationError extends Error {}

function checkAdmin(admin: InitialAdmin | null): InitialAdmin {
  if (!admin)
    throw new InstallationError(
      '数据库为空: 请设置 ADMIN_PASSWORD (可选 ADMIN_USERNAME) 创建第一个管理员；演示数据只在 SEED_DEMO=1 时写入',
    );
  if (admin.password === DEMO_PASSWORD) throw new InstallationError('ADMIN_PASSWORD 不能使用公开的演示密码');
  if (admin.password.length < MIN_ADMIN_PASSWORD_LENGTH)
    throw new InstallationError(`ADMIN_PASSWORD 至少 ${MIN_ADMIN_PASSWORD_LENGTH} 位`);
  try {
    checkNewPassword(admin.password);
  } catch (error) {
    throw new InstallationError(`ADMIN_PASSWORD: ${(error as Error).message}`);
  }
  return admin;
}

/** Returns whether the installation was created now. Menus and grants follow the document on every start. */
export async function seedInstallation(
  db: Db,
  permissionCodes: string[],
  initialAdmin: InitialAdmin | null,
): Promise<{ created: boolean }> {
  const [existing] = await db.select({ id: tenants.id }).from(tenants).limit(1);
  if (!existing) {
    const admin = checkAdmin(initialAdmin);
    const tenant = TENANTS[0];
    await db.insert(tenants).values({ id: tenant.id, name: tenant.name });
    const rootDepart = departId(tenant.id, 'A01');
    await db.insert(departments).values({
      id: rootDepart,
      tenantId: tenant.id,
      parentId: null,
      departName: tenant.name,
      orgCode: 'A01',
      deptCode: 'A01',
      orgCategory: '1',
      sortNo: 0,
    });
    await db.insert(roles).values(
      ROLES.map((r) => ({
        id: roleId(tenant.id, r.code),
        tenantId: tenant.id,
        roleName: r.name,
        roleCode: r.code,
        description: r.description,
      })),
    );
    const userId = newId();
    await db.insert(users).values({
      id: userId,
      tenantId: tenant.id,
      username: admin.username,
      realname: '管理员',
      passwordHash: await hashPassword(admin.password),
      orgCode: 'A01',
      createBy: 'system',
    });
    await db.insert(userTenants).values({ userId, tenantId: tenant.id });
    await db.insert(userRoles).values({ userId, roleId: roleId(tenant.id, 'admin'), tenantId: tenant.id });
    await db.insert(userDeparts).values({ userId, departId: rootDepart, tenantId: tenant.id });
    await seedReferenceData(db, [tenant.id]);
    await seedCommon(db, tenant.id);
  }
  await seedDicts(db);
  await syncPermissions(db, permissionCodes, { grantAll: !existing });
  return { created: !existing };
}
