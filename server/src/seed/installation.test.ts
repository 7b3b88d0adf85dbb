// An installation without demo data: no published password, one administrator chosen at start, reference data present.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/password.js';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { rolePermissions, tenants, users } from '../db/schema/identity.js';
import { chronicPatient, sysDictItem } from '../db/schema/index.js';
import { seed } from './index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

const document = {
  openapi: '3.1.0',
  paths: { '/sys/user/list': { get: { operationId: 'userList', 'x-permission': 'system:user:list' } } },
} as never;

describe('seed without demo data', () => {
  it('refuses an empty database without an administrator password, or with the demo one, and writes nothing', async () => {
    await expect(seed(database.db, { document, demo: false })).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(
      seed(database.db, {
        document,
        demo: false,
        initialAdmin: { username: 'admin', password: 'Clinic@2026' },
      }),
    ).rejects.toThrow(/演示密码/);
    await expect(
      seed(database.db, {
        document,
        demo: false,
        initialAdmin: { username: 'admin', password: 'aaaaaaaaaaaa' },
      }),
    ).rejects.toThrow(/两种/);
    expect((await database.db.select({ n: count() }).from(tenants))[0]?.n).toBe(0);
  });

  it('creates one tenant and one administrator with the given password, no demo people or patients', async () => {
    const first = await seed(database.db, {
      document,
      demo: false,
      initialAdmin: { username: 'chief', password: 'Ward-7-keys!' },
    });
    expect(first.created).toBe(true);
    const people = await database.db.select().from(users);
    expect(people.map((u) => u.username)).toEqual(['chief']);
    expect(await verifyPassword('Ward-7-keys!', people[0]!.passwordHash)).toBe(true);
    expect((await database.db.select({ n: count() }).from(tenants))[0]?.n).toBe(1);
    expect((await database.db.select({ n: count() }).from(chronicPatient))[0]?.n).toBe(0);
    const grants = await database.db.select({ n: count() }).from(rolePermissions);
    expect(grants[0]?.n).toBeGreaterThan(0);
    expect((await database.db.select({ n: count() }).from(sysDictItem))[0]?.n).toBeGreaterThan(10);
  });

  it('on the next start changes nothing and needs no password', async () => {
    const again = await seed(database.db, { document, demo: false });
    expect(again.created).toBe(false);
    expect((await database.db.select().from(users).where(eq(users.username, 'chief'))).length).toBe(1);
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
  });
});
