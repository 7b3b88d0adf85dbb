// The seam between the HTTP layer and the code that answers operations: handler signature, context and failures.
import type { FastifyBaseLogger } from 'fastify';
import type { LOGIN_REASONS } from '@clinic/sdk/errors';
import { SIGNATURE_REASONS, type ErrorReason, type SignatureReason } from '@clinic/sdk/errors';
import type { Db } from '../db/client.js';

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

export interface RequestContext {
  db: Db;
  /** null only for public operations (security: []). */
  user: SessionUser | null;
  tenantId: string;
  token: string | null;
  requestId: string;
  appCode: string;
  log: FastifyBaseLogger;
  notifier: Notifier;
  /** The server clock in epoch ms (tests inject it); absent means Date.now. */
  now?: () => number;
}

export function nowOf(ctx: Pick<RequestContext, 'now'>): number {
  return ctx.now ? ctx.now() : Date.now();
}

/** A handler returns the envelope's `result`; the HTTP layer wraps it. Return a `FileReply` to send bytes. */
export type Handler = (input: ApiInput, ctx: RequestContext) => Promise<unknown>;
export type HandlerMap = Record<string, Handler>;

export class FileReply {
  constructor(
    readonly data: Buffer,
    readonly filename: string,
    readonly contentType: string,
  ) {}
}

export type FailureKind =
  'business' | 'noPermission' | 'badRequest' | 'unauthorized' | 'forbidden' | 'notFound' | 'unavailable';

/**
 * The one way handlers refuse. business → HTTP 200 {success:false, code:500}; noPermission → 200 code 510;
 * badRequest → 400; unauthorized → 401; forbidden → 403; notFound → 404; unavailable → 503. The message is shown to users: Chinese,
 * no SQL, no stack, no internal path.
 */
export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** Optional `result` payload for business failures (e.g. partial import details). */
    readonly result: unknown = null,
    /** Machine-readable reason sent as `X-Error-Reason` (the SDK's ERROR_REASONS), for refusals a client acts on. */
    readonly reason: ErrorReason | null = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const fail = {
  business: (message: string, result: unknown = null) => new ApiFailure('business', message, result),
  noPermission: (message = '没有权限，请联系管理员授权') => new ApiFailure('noPermission', message),
  badRequest: (message: string) => new ApiFailure('badRequest', message),
  unauthorized: (message = 'Token失效，请重新登录!') => new ApiFailure('unauthorized', message),
  /** A refused request signature: 401 with the reason, so a client tells it from a lost session. */
  signature: (reason: SignatureReason, message: string) =>
    new ApiFailure('unauthorized', message, null, SIGNATURE_REASONS[reason]),
  /** A refused login: a business failure (HTTP 200, code 500) with the reason. */
  login: (reason: (typeof LOGIN_REASONS)[keyof typeof LOGIN_REASONS], message: string) =>
    new ApiFailure('business', message, null, reason),
  forbidden: (message = '拒绝访问') => new ApiFailure('forbidden', message),
  notFound: (message = '未找到对应数据') => new ApiFailure('notFound', message),
  unavailable: (message = '服务暂时不可用') => new ApiFailure('unavailable', message),
};

/** One operation of the OpenAPI document as the router registered it. */
export interface OperationInfo {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  /** Path as written in the document, without the /jeecg-boot prefix. */
  path: string;
  tag: string;
  /** `x-permission`: the code the user's roles must grant; null means any signed-in user. */
  permission: string | null;
  /** `x-resource` / `x-crud`: answered by the resource engine when set. */
  resource: string | null;
  crud: string | null;
  /** `security: []`: no token needed. */
  isPublic: boolean;
}

/** The resource engine's entry point (server/src/resources/engine/index.ts exports it as `answerResource`). */
export type AnswerResource = (
  operation: OperationInfo,
  input: ApiInput,
  ctx: RequestContext,
) => Promise<unknown>;
