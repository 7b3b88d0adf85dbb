// What an operation is answered with: the signed-in user, the request's input and the context it runs in.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { fail } from './failure.js';

/** The signed-in user as the session knows it; tenantId is the tenant this request acts in. */
export interface SessionUser {
  id: string;
  username: string;
  realname: string;
  tenantId: string;
  tenantIds: string[];
  identifyFlag: boolean;
  /** Permission codes granted through the user's roles (buttons and menus with a perms code). */
  permissions: ReadonlySet<string>;
  orgCode: string | null;
  /**
   * 数据规则 by resource name, for the resources every role of the user restricts: one entry per role, its enabled
   * rules (all must hold); a row is seen when any role's rules hold. A resource not listed is not restricted.
   */
  dataRules?: ReadonlyMap<string, readonly (readonly DataRule[])[]>;
}

/** One enabled rule of a role: a declared field, a condition (@clinic/sdk/wire DATA_RULE_CONDITIONS) and a value. */
export interface DataRule {
  field: string;
  condition: string;
  value: string;
}

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ApiInput {
  query: Record<string, unknown>;
  params: Record<string, string>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  files: UploadedFile[];
}

/** Pushes live events to connected clients (websocket), across processes when on PostgreSQL. */
export interface Notifier {
  notifyUser(userId: string, payload: Record<string, unknown>): Promise<void>;
}

/** One row of 操作日志 as the code that made the change knows it. */
export interface OperationRecord {
  /** Chinese name of what was changed (患者档案, 用户). */
  resourceTitle: string;
  operateType: 'add' | 'edit' | 'delete' | 'import' | 'export' | 'other';
  recordId?: string | null;
  recordName?: string | null;
  /** What changed, by field titles only (never values: passwords and tokens stay out of the log). */
  detail?: string | null;
}

/** The request's 操作日志 (set by the dispatcher for audited operations). */
export interface AuditTrail {
  /** Writes rows in the change's own transaction (`db`); the dispatcher then writes no success row of its own. */
  record(db: Db, entries: OperationRecord[]): Promise<void>;
}

export interface RequestContext {
  db: Db;
  /** null only for public operations (security: []). */
  user: SessionUser | null;
  tenantId: string;
  token: string | null;
  requestId: string;
  /** The caller's address as the server sees it (behind TRUST_PROXY, the forwarded one); login throttling keys on it. */
  clientIp?: string;
  appCode: string;
  log: FastifyBaseLogger;
  notifier: Notifier;
  /** The server clock in epoch ms (tests inject it); absent means Date.now. */
  now?: () => number;
  /** Lifetime of a direct-upload policy in seconds (config UPLOAD_POLICY_TTL_S); absent means 30 minutes. */
  uploadPolicyTtlS?: number;
  /** Present when the operation is audited (writes and exports by a signed-in user). */
  audit?: AuditTrail;
}

export function nowOf(ctx: Pick<RequestContext, 'now'>): number {
  return ctx.now ? ctx.now() : Date.now();
}

/** The signed-in user, or 401 for the rare operation that is public in the contract but needs one. */
export function requireUser(ctx: Pick<RequestContext, 'user'>): SessionUser {
  if (!ctx.user) throw fail.unauthorized();
  return ctx.user;
}
