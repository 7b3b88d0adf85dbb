// Test harness: a migrated, identity-seeded database (PGlite or TEST_DATABASE_URL), the real app, a movable clock, login helpers.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type ServerConfig } from '../../config.js';
import { testDatabase, type TestDatabase } from '../../db/test-database.js';
import { seedIdentity } from '../../seed/identity.js';
import { buildApp } from '../app.js';
import { loadDocument, permissionCodes, type OpenApiDocument } from '../../core/openapi-document.js';
import type { HandlerMap } from '../../core/index.js';

export const PASSWORD = 'Clinic@2026';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  document: OpenApiDocument;
  config: ServerConfig;
  /** Moves the server clock forward (or back) by ms. */
  advance(ms: number): void;
  login(username: string, password?: string): Promise<string>;
  call(
    method: string,
    url: string,
    opts?: {
      token?: string | null;
      tenant?: string;
      payload?: unknown;
      headers?: Record<string, string>;
      /** The caller's address (login throttling keys on it); 127.0.0.1 when absent. */
      remoteAddress?: string;
    },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(
  options: { signMode?: ServerConfig['signMode']; handlers?: HandlerMap; document?: OpenApiDocument } = {},
): Promise<TestApp> {
  let offset = 0;
  const base = loadConfig(
    {},
    { logLevel: 'silent', validateResponses: true, signMode: options.signMode ?? 'off' },
  );
  const config: ServerConfig = { ...base, now: () => Date.now() + offset };
  const document = options.document ?? loadDocument(config.openapiPath);
  const database = await testDatabase();
  await database.db.transaction((tx) => seedIdentity(tx, permissionCodes(document)));
  const app = await buildApp({
    db: database.db,
    config,
    document,
    ...(options.handlers ? { handlers: options.handlers } : {}),
  });
  const call: TestApp['call'] = (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers['x-access-token'] = opts.token;
    if (opts.tenant !== undefined) headers['tenant-id'] = opts.tenant;
    const request: InjectOptions = { method: method as 'GET', url, headers };
    if (opts.remoteAddress) request.remoteAddress = opts.remoteAddress;
    if (opts.payload !== undefined) request.payload = opts.payload as InjectOptions['payload'];
    return app.inject(request);
  };
  return {
    app,
    database,
    document,
    config,
    advance: (ms) => {
      offset += ms;
    },
    async login(username, password = PASSWORD) {
      const res = await call('POST', '/jeecg-boot/sys/login', { payload: { username, password } });
      const body = res.json() as { success: boolean; message: string; result?: { token: string } };
      if (!body.success || !body.result) throw new Error(`login ${username} failed: ${body.message}`);
      return body.result.token;
    },
    call,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
