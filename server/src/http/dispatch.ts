// Answers one routed operation: builds input and context, checks the permission, calls the handler, wraps and checks the result.
import { DEFAULT_APP_CODE } from '@clinic/sdk/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { ServerConfig } from '../config.js';
import {
  deferredNotifier,
  EnvelopeReply,
  fail,
  FileReply,
  type AnswerResource,
  type ApiInput,
  type Handler,
  type Notifier,
  type OperationInfo,
  type RequestContext,
} from '../core/index.js';
import { ok } from './envelope.js';
import { readMultipart } from './multipart.js';
import type { CallerIdentity } from './request-session.js';
import { routeParamKey, type OpenApiParameter } from '../core/openapi-document.js';
import { isAudited, OperationAudit } from '../audit/operation-log.js';

export interface DispatchDeps {
  db: Db;
  config: ServerConfig;
  notifier: Notifier;
  handlers: Record<string, Handler>;
  answerResource: AnswerResource | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: CallerIdentity | null;
  }
}

function pickHandler(op: OperationInfo, deps: DispatchDeps): Handler {
  const own = deps.handlers[op.operationId];
  if (own) return own;
  if (op.resource && op.crud) {
    const engine = deps.answerResource;
    if (engine) return (input, ctx) => engine(op, input, ctx);
    return async () => {
      throw fail.business('资源服务尚未就绪');
    };
  }
  return async () => {
    throw fail.business('该接口尚未实现');
  };
}

/** RFC 5987 filename so Chinese names survive, with an ASCII fallback. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** 510 unless the caller's roles grant the operation's `x-permission`. */
export function assertPermission(op: OperationInfo, caller: Pick<CallerIdentity, 'user'>): void {
  if (op.permission && !caller.user?.permissions.has(op.permission)) throw fail.noPermission();
}

export function makeRouteHandler(op: OperationInfo, deps: DispatchDeps, parameters: OpenApiParameter[] = []) {
  const handler = pickHandler(op, deps);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = request.caller ?? { user: null, token: null, tenantId: '' };
    const multipart = request.isMultipart() ? await readMultipart(request) : null;
    const input: ApiInput = {
      query: (request.query ?? {}) as Record<string, unknown>,
      params: namedParams(parameters, (request.params ?? {}) as Record<string, string>),
      body: multipart ? multipart.fields : (request.body ?? null),
      headers: request.headers,
      files: multipart ? multipart.files : [],
    };
    const appCode = request.headers['x-app-code'];
    // A handler's pushes go out after it has returned, its transactions committed; on a failure they are dropped.
    const pushes = deferredNotifier(deps.notifier);
    const ctx: RequestContext = {
      db: deps.db,
      user: caller.user,
      tenantId: caller.tenantId,
      token: caller.token,
      requestId: request.id,
      clientIp: request.ip,
      appCode: (Array.isArray(appCode) ? appCode[0] : appCode) ?? DEFAULT_APP_CODE,
      log: request.log,
      notifier: pushes,
      now: deps.config.now,
      uploadPolicyTtlS: deps.config.uploadPolicyTtlS,
    };
    const audit = ctx.user && isAudited(op) ? new OperationAudit(op, input, ctx, request.url) : null;
    if (audit) ctx.audit = audit;
    let result: unknown;
    try {
      result = await handler(input, ctx);
    } catch (error) {
      await audit?.finish(error);
      throw error;
    }
    await audit?.finish();
    await pushes.flush();
    if (result instanceof FileReply) {
      return reply
        .header('Content-Type', result.contentType)
        .header('Content-Disposition', contentDisposition(result.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(result.data);
    }
    // A handler may set the envelope's own code and message (e.g. 添加成功, partial import code 201).
    const envelope =
      result instanceof EnvelopeReply
        ? { ...ok(result.result, deps.config.now()), code: result.code, message: result.message }
        : ok(result, deps.config.now());
    return reply.header('Cache-Control', 'no-store').send(envelope);
  };
}

/** Hands handlers every path parameter under its document name, wildcard ones included. */
function namedParams(parameters: OpenApiParameter[], params: Record<string, string>): Record<string, string> {
  const out = { ...params };
  for (const p of parameters) {
    const key = routeParamKey(p);
    if (p.in === 'path' && key !== p.name && params[key] !== undefined) out[p.name] = params[key];
  }
  return out;
}
