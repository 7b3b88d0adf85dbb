// Resolves who is calling and in which tenant: token → session → user, `tenant-id` header checked against the user's tenants.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { findSession } from '../auth/session-store.js';
import { cachedSessionUser, findStampedSession } from '../auth/session-cache.js';
import { fail, type OperationInfo, type SessionUser } from '../core/index.js';

export interface CallerIdentity {
  user: SessionUser | null;
  token: string | null;
  tenantId: string;
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.trim() !== '' ? first.trim() : null;
}

export function tokenOf(request: FastifyRequest): string | null {
  return header(request, 'x-access-token');
}

/** Logout succeeds whatever state the token is in (the client clears its side regardless). */
const LENIENT = new Set(['logout', 'staffLogout']);

export async function resolveCaller(
  db: Db,
  request: FastifyRequest,
  op: OperationInfo,
  now: number,
): Promise<CallerIdentity> {
  const token = tokenOf(request);
  if (LENIENT.has(op.operationId)) {
    const live = token ? await findSession(db, token, now) : null;
    return { user: null, token: live ? token : null, tenantId: live?.tenantId ?? '' };
  }
  const wanted = header(request, 'tenant-id');
  if (!token) {
    if (op.isPublic) return { user: null, token: null, tenantId: wanted && wanted !== '0' ? wanted : '' };
    throw fail.unauthorized('Token失效，请重新登录!');
  }
  // One statement: the session row (never cached, so a logout anywhere counts at once) and the cache stamps.
  const session = await findStampedSession(db, token, now);
  if (!session) {
    // Public operations (login, register) still answer when a stale token rides along.
    if (op.isPublic) return { user: null, token: null, tenantId: wanted && wanted !== '0' ? wanted : '' };
    throw fail.unauthorized('Token失效，请重新登录!');
  }
  let tenantId = session.tenantId;
  if (wanted && wanted !== '0' && wanted !== session.tenantId) tenantId = wanted;
  const user = await cachedSessionUser(db, session.userId, tenantId, session.identity);
  if (!user) throw fail.unauthorized('Token失效，请重新登录!');
  if (!user.tenantIds.includes(tenantId)) throw fail.forbidden('拒绝访问');
  return { user, token, tenantId };
}
