// The identity seed: demo logins of docs/wiring.md, idempotent re-runs, grants following the document's codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { permissions, rolePermissions, users, userTenants } from '../db/schema/identity.js';
import { verifyPassword } from '../auth/password.js';
import { seedIdentity } from './identity.js';
import { TENANTS } from './identity-data.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

const tally = async () => ({
  users: (await database.db.select({ n: count() }).from(users))[0]?.n,
  grants: (await database.db.select({ n: count() }).from(rolePermissions))[0]?.n,
  permissions: (await database.db.select({ n: count() }).from(permissions))[0]?.n,
});

describe('seedIdentity', () => {
  it('creates the demo logins with their tenants and the shared password', async () => {
    const first = await database.db.transaction((tx) => seedIdentity(tx, ['system:user:list']));
    expect(first.created).toBe(true);
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin?.realname).toBe('管理员');
    expect(await verifyPassword('Clinic@2026', admin?.passwordHash ?? '')).toBe(true);
    const tenantsOf = async (username: string) =>
      (
        await database.db
          .select({ t: userTenants.tenantId })
          .from(userTenants)
          .where(eq(userTenants.userId, first.ids.users[username] as string))
      )
        .map((r) => r.t)
        .sort();
    expect(await tenantsOf('admin')).toEqual(['1000', '1423892807230000001']);
    expect(await tenantsOf('tenant2admin')).toEqual(['2000']);
    const [researcher] = await database.db.select().from(users).where(eq(users.username, 'researcher'));
    expect(researcher).toMatchObject({ realname: '李研究员', identifyFlag: true });
  });

  it('is idempotent and adds buttons for codes that appear later', async () => {
    const before = await tally();
    const again = await database.db.transaction((tx) => seedIdentity(tx, ['system:user:list']));
    expect(again.created).toBe(false);
    expect(await tally()).toEqual(before);
    await database.db.transaction((tx) => seedIdentity(tx, ['system:user:list', 'system:role:audit']));
    const after = await tally();
    expect(after.permissions).toBe((before.permissions ?? 0) + 1);
    // one admin grant per tenant for the new code
    expect(after.grants).toBe((before.grants ?? 0) + TENANTS.length);
  });

  it('leaves a grant an administrator took away taken away on the next start', async () => {
    const [button] = await database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.perms, 'system:role:audit'));
    const held = () =>
      database.db
        .select({ n: count() })
        .from(rolePermissions)
        .where(eq(rolePermissions.permissionId, button!.id));
    expect((await held())[0]?.n).toBe(TENANTS.length);
    await database.db.delete(rolePermissions).where(eq(rolePermissions.permissionId, button!.id));
    await database.db.transaction((tx) => seedIdentity(tx, ['system:user:list', 'system:role:audit']));
    expect((await held())[0]?.n).toBe(0);
  });
});
