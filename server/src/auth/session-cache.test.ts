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
import { listenForCacheChanges } from './cache-listener.js';
import { hashToken } from './tokens.js';
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

/** A notification from another session arrives at once on PGlite and within milliseconds on PostgreSQL. */
async function eventually<T>(fn: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 5000;
  for (;;) {
    const value = await fn();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('while listening on clinic_cache', () => {
  it('serves a session with no statement, and forgets it when it is revoked or the user or roles change', async () => {
    const db = database.db;
    const stop = await listenForCacheChanges(db);
    try {
      const userId = seedIds.users.admin!;
      const token = await createSession(db, userId, '1000', now);
      const other = await createSession(db, userId, '1000', now);
      const user = async (t = token) => {
        const session = await findStampedSession(db, t, now);
        return session && cachedSessionUser(db, session.userId, '1000', session.identity);
      };
      const first = await user();
      expect(first).not.toBeNull();
      const cached = await counted(user);
      expect(cached.statements).toBe(0);
      expect(cached.value).toBe(first);
      // An expired session is not served from memory either.
      expect(await findStampedSession(db, token, now + 8 * 24 * 3600 * 1000)).toBeNull();

      // Frozen with plain SQL, as another process would: refused as soon as the notification is in.
      await db.execute(sql`UPDATE sys_user SET status = 2 WHERE id = ${userId}`);
      expect(await eventually(user, (u) => u === null)).toBeNull();
      await db.execute(sql`UPDATE sys_user SET status = 1 WHERE id = ${userId}`);
      expect(await eventually(user, (u) => u !== null)).not.toBeNull();

      // Logout of one token elsewhere: that token refused, the other still served.
      await user(other);
      await db.execute(sql`UPDATE sys_session SET revoked_at = now() WHERE token_hash = ${hashToken(other)}`);
      expect(
        await eventually(
          () => findStampedSession(db, other, now),
          (s) => s === null,
        ),
      ).toBeNull();
      expect(await findStampedSession(db, token, now)).not.toBeNull();
    } finally {
      await stop();
    }
    // No longer listening: every request reads its session row again.
    const session = await createSession(db, seedIds.users.admin!, '1000', now);
    await findStampedSession(db, session, now);
    expect((await counted(() => findStampedSession(db, session, now))).statements).toBe(1);
  });
});
