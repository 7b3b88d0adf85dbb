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
import { ok } from './envelope.js';
import { loggerOptions } from './log-options.js';
import { healthResult } from '../handlers/health.js';
import {
  fastifyPath,
  listOperations,
  loadDocument,
  type JsonSchema,
  type OpenApiDocument,
} from '../core/openapi-document.js';
import { compileRoutePart, routeSchemas, responseValidator } from './route-schemas.js';
import { resolveCaller } from './request-session.js';
import { installConsole } from './static-console.js';
import { installApiReference } from './api-reference.js';
import { registerLive } from '../live/websocket.js';
import type { LiveNotifier } from '../live/notifier.js';
import type { AnswerResource, HandlerMap, Notifier } from '../core/index.js';
import { answerResource } from '../resources/engine/index.js';

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
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorateRequest('rawBody', undefined);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.removeContentTypeParser('application/json');
  // Fastify's own parser (refuses __proto__ / constructor poisoning), after keeping the exact text for the signature.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });
  // Answers above a kilobyte go out brotli or gzip (brotli at quality 4: a list page costs about a millisecond);
  // the console's files arrive precompressed and are left alone.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  await app.register(multipart, {
    limits: { fileSize: config.maxFileBytes, files: 10, fields: 50, parts: 60 },
  });
  app.setValidatorCompiler(({ schema, httpPart }) => compileRoutePart(schema as JsonSchema, httpPart));
  installErrorHandler(app, { now: config.now, exposeDrift: config.validateResponses });

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
    app.route({
      method: info.method as 'GET',
      url: API_PREFIX + fastifyPath(info.path, op.parameters),
      schema: routeSchemas(document, op),
      preValidation: async (request) => {
        if (info.path !== '/health') await verifyRequestSignature(db, config, request);
        request.caller = await resolveCaller(db, request, info, config.now());
        // Before the body is validated: without the permission, nothing about the request is judged.
        assertPermission(info, request.caller);
      },
      handler: makeRouteHandler(
        info,
        deps,
        config.validateResponses ? responseValidator(document, op) : null,
        op.parameters,
      ),
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
