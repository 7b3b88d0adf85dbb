// Test helpers for the domain handlers: request contexts for named users of a tenant, handler inputs, a recording
// notifier. Databases come from db/test-database.ts (PGlite in memory, or a fresh PostgreSQL database).
import type { Db } from '../db/client.js';
import type { ApiInput, Notifier, RequestContext, SessionUser } from '../core/index.js';

export interface Pushed {
  userId: string;
  payload: Record<string, unknown>;
}

export function recordingNotifier(): Notifier & { pushed: Pushed[] } {
  const pushed: Pushed[] = [];
  return {
    pushed,
    notifyUser: async (userId, payload) => {
      pushed.push({ userId, payload });
    },
  };
}

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLog,
  level: 'silent',
};

export function userCtx(
  db: Db,
  tenantId: string,
  userId: string,
  opts: { identifyFlag?: boolean; notifier?: Notifier; username?: string } = {},
): RequestContext {
  const user: SessionUser = {
    id: userId,
    username: opts.username ?? userId,
    realname: `用户${userId}`,
    tenantId,
    tenantIds: [tenantId],
    identifyFlag: opts.identifyFlag ?? false,
    permissions: new Set(),
    orgCode: null,
  };
  return {
    db,
    user,
    tenantId,
    token: null,
    requestId: 'test',
    appCode: 'RWS-P-WEB',
    log: silentLog as unknown as RequestContext['log'],
    notifier: opts.notifier ?? { notifyUser: async () => undefined },
  };
}

export function input(query: Record<string, unknown> = {}, body: unknown = null): ApiInput {
  return { query, params: {}, body, headers: {}, files: [] };
}
