// Per-process caches that never decide alone: a session user is reused only while the identity stamp read with the
// session row (one statement per request) is unchanged, and dictionaries only while the dictionary stamp is.
// Triggers bump the stamps on every change of the tables they are built from (migration 0003), so a change made
// through any process is seen by all at their next request; the session row itself (logout) is never cached.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { SessionUser } from '../core/index.js';
import { rows } from '../resources/engine/sql-util.js';
import { hashToken } from './tokens.js';
import { loadSessionUser } from './session-user.js';

/** Bounds memory: past this many users the cache starts over (they reload on their next request). */
const MAX_USERS = 10_000;

export interface StampedSession {
  userId: string;
  tenantId: string;
  /** Identity stamp (users, tenants, roles, permissions) at this request. */
  identity: number;
  /** Dictionary stamp at this request. */
  dict: number;
}

/** The live session of a token with the cache stamps, in one statement; null when unknown, expired or revoked. */
export async function findStampedSession(db: Db, token: string, now: number): Promise<StampedSession | null> {
  const [row] = await rows<{
    user_id: string;
    tenant_id: string;
    identity: string | number;
    dict: string | number;
  }>(
    db,
    sql`SELECT s.user_id, s.tenant_id,
          coalesce((SELECT stamp FROM sys_cache_stamp WHERE name = 'identity'), 0) AS identity,
          coalesce((SELECT stamp FROM sys_cache_stamp WHERE name = 'dict'), 0) AS dict
        FROM sys_session s
        WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > ${new Date(now).toISOString()}
        LIMIT 1`,
  );
  if (!row) return null;
  noteDictStamp(db, Number(row.dict));
  return {
    userId: row.user_id,
    tenantId: row.tenant_id,
    identity: Number(row.identity),
    dict: Number(row.dict),
  };
}

interface CacheState {
  users: Map<string, { stamp: number; user: SessionUser }>;
  dictStamp: number;
  dictionaries: Map<string, { generation: number; value: readonly unknown[] }>;
}

/**
 * One cache per database handle: two databases (tests, embedding) never share entries. A transaction handle has
 * none, so reads inside a transaction always go to the database.
 */
const states = new WeakMap<Db, CacheState>();
/** Moves when this process writes dictionaries: entries of an older generation are not used. */
let generation = 0;

function stateOf(db: Db): CacheState {
  let state = states.get(db);
  if (!state) states.set(db, (state = { users: new Map(), dictStamp: -1, dictionaries: new Map() }));
  return state;
}

/** The session user of (user, acting tenant), loaded (4 statements) only when the identity stamp moved. */
export async function cachedSessionUser(
  db: Db,
  userId: string,
  tenantId: string,
  identityStamp: number,
): Promise<SessionUser | null> {
  const { users } = stateOf(db);
  const key = `${userId}\u0000${tenantId}`;
  const hit = users.get(key);
  if (hit && hit.stamp === identityStamp) return hit.user;
  const user = await loadSessionUser(db, userId, tenantId);
  if (!user) {
    users.delete(key);
    return null;
  }
  if (users.size >= MAX_USERS) users.clear();
  // Shared by concurrent requests: frozen so no handler can change another request's user.
  users.set(key, { stamp: identityStamp, user: Object.freeze(user) });
  return user;
}

/** A request saw this dictionary stamp: a different one empties the dictionary cache. */
export function noteDictStamp(db: Db, stamp: number): void {
  const state = stateOf(db);
  if (stamp !== state.dictStamp) {
    state.dictionaries.clear();
    state.dictStamp = stamp;
  }
}

/** Dictionary options of (tenant, code) from the cache, or loaded and kept until the stamp moves. */
export async function cachedDictionary<T>(
  db: Db,
  key: string,
  load: () => Promise<T[]>,
): Promise<readonly T[]> {
  const state = states.get(db);
  // Until a request has read the stamp on this handle (or inside a transaction) there is nothing to trust.
  if (!state || state.dictStamp < 0) return load();
  const hit = state.dictionaries.get(key);
  if (hit && hit.generation === generation) return hit.value as readonly T[];
  const before = { stamp: state.dictStamp, generation };
  const value = Object.freeze(await load());
  // A stamp noted (or a write made) while loading may mean the rows read are older: keep them for this caller only.
  if (before.stamp === state.dictStamp && before.generation === generation)
    state.dictionaries.set(key, { generation, value });
  return value;
}

/** This process changed dictionaries: forget them now (the trigger tells the other processes). */
export function forgetDictionaries(): void {
  generation++;
}
