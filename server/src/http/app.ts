// Builds the Fastify app: routes from the OpenAPI document under /jeecg-boot, validation, signing, sessions, errors, static console.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import type { Db } from '../db/client.js';
import type { ServerConfig } from '../config.js';
import { handlers as registeredHandlers } from '../handlers/index.js';
import { verifyRequestSignature } from '../security/verify-request.js';
import { assertPermission, makeRouteHandler, type DispatchDeps } from './dispatch.js';
import { installErrorHandler } from './error-handler.js';
import { failure, ok } from './envelope.js';
import { loggerOptions } from './log-options.js';
import { healthResult } from '../handlers/health.js';
import {
  fastifyPath,
  listOperations,
  loadDocument,
  type JsonSchema,
  type OpenApiDocument,
} from '../core/openapi-document.js';
import { lazyRoutePart, routeSchemas } from './route-schemas.js';
import { responseChecker, type SentAnswer } from './response-check.js';
import { DRIFT_LOG_MESSAGE, recordResponseDrift } from './response-drift.js';
import { resolveCaller } from './request-session.js';
import { listenForCacheChanges } from '../auth/cache-listener.js';
import { cacheChanged } from '../auth/session-cache.js';
import { installConsole } from './static-console.js';
import { installApiReference } from './api-reference.js';
import { registerLive } from '../live/websocket.js';
import type { LiveNotifier } from '../live/notifier.js';
import { fail, type AnswerResource, type HandlerMap, type Notifier } from '../core/index.js';
import { JSON_TOO_DEEP_MESSAGE, jsonDeeperThan } from '@clinic/sdk/signing';
import { answerResource } from '../resources/engine/index.js';
import { answerClientError, MAX_HEADER_BYTES } from './client-error.js';
import { installSecurityHeaders } from './security-headers.js';

export const API_PREFIX = '/jeecg-boot';
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact JSON text received, for the signature check. */
    rawBody: string | undefined;
  }
  interface FastifyInstance {
    /** Stopping: health answers 503 from now on, so a load balancer sends no new requests here. */
    drain(): void;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  notifier?: Notifier;
  /** Defaults to the document at config.openapiPath. */
  document?: OpenApiDocument;
  /** Defaults to handlers/index.ts. */
  handlers?: HandlerMap;
  /** Defaults to resources/engine's answerResource when that module exists. */
  answerResource?: AnswerResource | null;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: { write(line: string): void };
}

const silentNotifier: Notifier = { notifyUser: async () => undefined };

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const document = opts.document ?? loadDocument(config.openapiPath);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    // One line per request (at its end, with the status and time) instead of Fastify's two.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    // Path parameters are judged by the document's maxLength (a 400 envelope), not by the router's 100-character
    // 414; a URL long enough to pass this meets the header limit first (the 431 envelope).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // Malformed requests and oversized headers (431) are refused before routing, still with the envelope.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, config.now()),
    http: { maxHeaderSize: MAX_HEADER_BYTES },
  });
  installSecurityHeaders(app);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  app.decorateRequest('rawBody', undefined);
  app.decorateRequest('caller', null);
  app.removeContentTypeParser('application/json');
  // Fastify's own parser (refuses __proto__ / constructor poisoning), after keeping the exact text for the signature.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    // Before anything recurses over it (signature canonicalisation, validation): a bounded nesting depth.
    if (jsonDeeperThan(text)) return done(fail.badRequest(JSON_TOO_DEEP_MESSAGE), undefined);
    return defaultJson(request, text, done);
  });
  // Test mode: every answer of a routed operation is checked before compression (this hook runs first).
  const checks = new Map<string, { operationId: string; check: (answer: SentAnswer) => string | null }>();
  if (config.validateResponses) {
    app.addHook('onSend', async (request, reply, payload) => {
      const entry = checks.get(`${request.method} ${request.routeOptions.url ?? ''}`);
      if (!entry) return payload;
      const status = reply.statusCode;
      const problem = entry.check({ status, headers: reply.getHeaders(), payload });
      if (!problem) return payload;
      const drift = {
        operationId: entry.operationId,
        method: request.method,
        url: request.url,
        status,
        problem,
      };
      recordResponseDrift(drift);
      request.log.error({ drift }, DRIFT_LOG_MESSAGE);
      // The caller sees the drift too: a test fails where it happened, not only in its harness.
      reply.code(500).header('content-type', 'application/json; charset=utf-8');
      reply.removeHeader('content-disposition');
      reply.removeHeader('content-length');
      const message = `响应与接口文档不一致 ${entry.operationId}: ${problem}`;
      return JSON.stringify({ ...failure(500, message, config.now()), requestId: request.id });
    });
  }
  // Answers above a kilobyte go out brotli (quality 4) or gzip (level 4: a dynamic answer is compressed once per
  // request, and level 6 costs twice the time for a few percent). Up to 64 KiB they are compressed in one call: a
  // zlib stream per answer costs more in scheduling than it saves on a two-core machine, where the threadpool has no
  // spare core to overlap with. The console's files arrive precompressed and are left alone.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    syncThreshold: 64 * 1024,
    zlibOptions: { level: 4 },
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxFileBytes, files: 10, fields: 50, parts: 60 },
  });
  app.setValidatorCompiler(({ schema, httpPart }) => lazyRoutePart(schema as JsonSchema, httpPart));
  installErrorHandler(app, { now: config.now });

  // Sessions come from memory while the cache listener is in place (auth/cache-listener.ts). A write answered here
  // forgets them before its answer leaves, so this process's next request never outruns its own notification.
  const stopListening = await listenForCacheChanges(db);
  app.addHook('onClose', async () => stopListening());
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cacheChanged(db, 'session');
    done(null, payload);
  });

  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  const readiness = () => healthResult(db, draining);
  const handlers = opts.handlers ?? registeredHandlers;
  const deps: DispatchDeps = {
    db,
    config,
    notifier: opts.notifier ?? silentNotifier,
    handlers: handlers.health ? { ...handlers, health: readiness } : handlers,
    answerResource: opts.answerResource === undefined ? answerResource : opts.answerResource,
  };

  // Probes call /health unsigned and without the prefix; the document's `health` operation answers under it.
  const probe = async () => ok(await readiness(), config.now());
  app.get('/health', probe);
  const operations = listOperations(document);
  if (!operations.some((o) => o.info.path === '/health')) app.get(`${API_PREFIX}/health`, probe);

  for (const op of operations) {
    const { info } = op;
    const url = API_PREFIX + fastifyPath(info.path, op.parameters);
    if (config.validateResponses)
      checks.set(`${info.method} ${url}`, {
        operationId: info.operationId,
        check: responseChecker(document, op),
      });
    app.route({
      method: info.method as 'GET',
      url,
      schema: routeSchemas(document, op),
      preValidation: async (request) => {
        if (info.path !== '/health') await verifyRequestSignature(db, config, request);
        request.caller = await resolveCaller(db, request, info, config.now());
        // Before the body is validated: without the permission, nothing about the request is judged.
        assertPermission(info, request.caller);
      },
      handler: makeRouteHandler(info, deps, op.parameters),
    });
  }
  // A notifier that can subscribe sockets (live/notifier.ts) brings the per-user websocket routes with it.
  const notifier = opts.notifier as Partial<LiveNotifier> | undefined;
  if (notifier && typeof notifier.subscribe === 'function')
    await registerLive(app, { db, notifier: notifier as LiveNotifier });
  await installApiReference(app, document);
  await installConsole(app, {
    consoleDir: config.consoleDir,
    apiPrefix: API_PREFIX,
    now: config.now,
    serveSourceMaps: config.serveSourceMaps,
  });
  return app;
}
