// The per-process caches: a session user and a dictionary are served without statements while nothing changed, and
// a change made with plain SQL (as another process would) is seen at the next lookup; a revoked session never is.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument, permissionCodes } from '../core/openapi-document.js';
import { loadConfig } from '../config.js';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { rows } from '../resources/engine/sql-util.js';
import { dictOptions } from '../resources/dict-store.js';
import { seedDicts } from '../seed/domain.js';
import { seedIdentity, seedIds } from '../seed/identity.js';
import { cachedSessionUser, findStampedSession } from './session-cache.js';
import { createSession, revokeSession } from './session-store.js';

let database: TestDatabase;
let statements = 0;
const now = Date.now();

beforeAll(async () => {
  database = await testDatabase();
  const document = loadDocument(loadConfig({}).openapiPath);
  await database.db.transaction(async (tx) => {
    await seedIdentity(tx, permissionCodes(document));
    await seedDicts(tx);
  });
  const raw = database.opened.raw as unknown as { query: (...args: unknown[]) => unknown };
  const query = raw.query.bind(raw);
  raw.query = (...args: unknown[]) => {
    statements++;
    return query(...args);
  };
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function counted<T>(fn: () => Promise<T>): Promise<{ value: T; statements: number }> {
  const before = statements;
  const value = await fn();
  return { value, statements: statements - before };
}

describe('session user cache', () => {
  it('serves the user from memory until a role, a permission or the user changes; a revoked session is gone', async () => {
    const db = database.db;
    const userId = seedIds.users.admin!;
    const token = await createSession(db, userId, '1000', now);
    const user = async () => {
      const session = await findStampedSession(db, token, now);
      return session && cachedSessionUser(db, session.userId, '1000', session.identity);
    };

    const first = await user();
    expect(first?.permissions.has('system:user:list')).toBe(true);
    // The next request: one statement (the session row with the stamps), the user from memory.
    const second = await counted(user);
    expect(second.statements).toBe(1);
    expect(second.value).toBe(first);

    // Another process takes the permission away from every role: the next request no longer has it.
    await db.execute(
      sql`DELETE FROM sys_role_permission WHERE permission_id IN (SELECT id FROM sys_permission WHERE perms = 'system:user:list')`,
    );
    const changed = await counted(user);
    expect(changed.statements).toBeGreaterThan(1);
    expect(changed.value?.permissions.has('system:user:list')).toBe(false);

    // Frozen by another process: the token opens nothing at the next request.
    await db.execute(sql`UPDATE sys_user SET status = 2 WHERE id = ${userId}`);
    expect(await user()).toBeNull();
    await db.execute(sql`UPDATE sys_user SET status = 1 WHERE id = ${userId}`);
    expect(await user()).not.toBeNull();

    // Logout anywhere: the session row is read on every request, never cached.
    await revokeSession(db, token, now);
    expect(await findStampedSession(db, token, now)).toBeNull();
  });
});

describe('dictionary cache', () => {
  it('reads a dictionary once per stamp and sees an item changed by another process at the next request', async () => {
    const db = database.db;
    const token = await createSession(db, seedIds.users.admin!, '1000', now);
    const [item] = await rows<{ id: string; dict_code: string; item_value: string }>(
      db,
      sql`SELECT i.id, d.dict_code, i.item_value FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
          WHERE d.tenant_id = '0' AND i.status = 1 LIMIT 1`,
    );
    expect(item).toBeDefined();
    const request = async () => {
      await findStampedSession(db, token, now);
      return dictOptions(db, '1000', item!.dict_code);
    };
    await request();
    const cached = await counted(request);
    expect(cached.statements).toBe(1);

    await db.execute(sql`UPDATE sys_dict_item SET item_text = '改过的名称' WHERE id = ${item!.id}`);
    const after = await request();
    expect(after.find((o) => o.value === item!.item_value)?.text).toBe('改过的名称');
  });
});
