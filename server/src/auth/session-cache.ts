// Per-process caches that never decide alone. The session of a token, the session user, table labels of users and
// dictionaries are kept only while this process listens on `clinic_cache` (cache-listener.ts): triggers notify it
// of every change of sessions (logout, password change, freeze), identities and dictionaries (migrations 0003, 0005),
// and a lost listener empties everything. Without a listener each request reads the session row with the identity
// and dictionary stamps (one statement) and the cached user and dictionaries are reused while the stamps hold.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { SessionUser } from '../core/index.js';
import { rows } from '../db/rows.js';
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

/** Past this many tokens the session cache starts over. */
const MAX_TOKENS = 50_000;
/** Past this many labels the label cache starts over. */
const MAX_LABELS = 50_000;

/** The live session of a token with the cache stamps, in one statement; null when unknown, expired or revoked. */
export async function findStampedSession(db: Db, token: string, now: number): Promise<StampedSession | null> {
  const state = stateOf(db);
  if (state.listening) {
    const hit = state.tokens.get(token);
    if (hit && hit.expiresAt > now) return hit.session;
  }
  const hash = hashToken(token);
  const epoch = state.epoch;
  const [row] = await rows<{
    user_id: string;
    tenant_id: string;
    expires_at: string | Date;
    identity: string | number;
    dict: string | number;
  }>(
    db,
    sql`SELECT s.user_id, s.tenant_id, s.expires_at,
          coalesce((SELECT stamp FROM sys_cache_stamp WHERE name = 'identity'), 0) AS identity,
          coalesce((SELECT stamp FROM sys_cache_stamp WHERE name = 'dict'), 0) AS dict
        FROM sys_session s
        WHERE s.token_hash = ${hash} AND s.revoked_at IS NULL AND s.expires_at > ${new Date(now).toISOString()}
        LIMIT 1`,
  );
  if (!row) return null;
  noteDictStamp(db, Number(row.dict));
  noteIdentityStamp(db, Number(row.identity));
  const session: StampedSession = Object.freeze({
    userId: row.user_id,
    tenantId: row.tenant_id,
    identity: Number(row.identity),
    dict: Number(row.dict),
  });
  // A change notified while reading (a logout committed meanwhile) may mean the row is already stale: not kept.
  if (state.listening && epoch === state.epoch) {
    if (state.tokens.size >= MAX_TOKENS) state.tokens.clear();
    state.tokens.set(token, { session, expiresAt: new Date(row.expires_at).getTime() });
  }
  return session;
}

interface CacheState {
  /** True while a LISTEN on `clinic_cache` is in place: only then are sessions served from memory. */
  listening: boolean;
  /** Moves at every notified change: a session read before it is not kept. */
  epoch: number;
  tokens: Map<string, { session: StampedSession; expiresAt: number }>;
  users: Map<string, { stamp: number; user: SessionUser }>;
  identityStamp: number;
  /** Moves at every identity change seen (notified or by stamp): labels read before it are not kept. */
  identityEpoch: number;
  labels: Map<string, string | null>;
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
  if (!state)
    states.set(
      db,
      (state = {
        listening: false,
        epoch: 0,
        tokens: new Map(),
        users: new Map(),
        identityStamp: -1,
        identityEpoch: 0,
        labels: new Map(),
        dictStamp: -1,
        dictionaries: new Map(),
      }),
    );
  return state;
}

/** What a notification on `clinic_cache` (or the listener's state) means for this handle's caches. */
export function cacheChanged(db: Db, what: 'session' | 'identity' | 'dict' | 'all'): void {
  const state = stateOf(db);
  state.epoch++;
  state.tokens.clear();
  if (what === 'identity' || what === 'all') {
    state.users.clear();
    state.labels.clear();
    state.identityEpoch++;
  }
  if (what === 'dict' || what === 'all') {
    state.dictionaries.clear();
    generation++;
  }
}

/** The listener is in place (true) or lost (false): either way nothing kept before can be trusted. */
export function setListening(db: Db, listening: boolean): void {
  cacheChanged(db, 'all');
  stateOf(db).listening = listening;
}

/** A request saw this identity stamp: a different one empties the label cache. */
function noteIdentityStamp(db: Db, stamp: number): void {
  const state = stateOf(db);
  if (stamp !== state.identityStamp) {
    state.labels.clear();
    state.identityEpoch++;
    state.identityStamp = stamp;
  }
}

/**
 * Labels of rows in identity tables (a doctor's name from sys_user), by key, from memory while the identity stamp
 * holds; `load` reads the missing ones. Only for tables whose every change bumps the identity stamp.
 */
export async function cachedLabels(
  db: Db,
  keys: string[],
  load: (missing: string[]) => Promise<Map<string, string>>,
): Promise<Map<string, string>> {
  const state = states.get(db);
  if (!state || state.identityStamp < 0) return load(keys);
  const out = new Map<string, string>();
  const missing: string[] = [];
  for (const key of keys) {
    const hit = state.labels.get(key);
    if (hit === undefined) missing.push(key);
    else if (hit !== null) out.set(key, hit);
  }
  if (missing.length === 0) return out;
  const before = state.identityEpoch;
  const loaded = await load(missing);
  // An identity change seen while loading may mean the rows read are older: keep them for this caller only.
  const keep = before === state.identityEpoch;
  if (keep && state.labels.size + missing.length > MAX_LABELS) state.labels.clear();
  for (const key of missing) {
    const value = loaded.get(key) ?? null;
    if (value !== null) out.set(key, value);
    if (keep) state.labels.set(key, value);
  }
  return out;
}

/** The session user of (user, acting tenant), loaded (5 statements) only when the identity stamp moved. */
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
