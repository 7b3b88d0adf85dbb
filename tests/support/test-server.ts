// One real app per test file: a migrated, demo-seeded test database (PGlite or TEST_DATABASE_URL), a movable clock,
// a signing inject helper, an optional loopback port for the real SDK, and raw SQL for snapshots.
import {
  buildApp,
  loadConfig,
  testDatabase,
  type Db,
  type ServerConfig,
  type TestDatabase,
  type Handler,
} from '@clinic/server';
import { createClient, memoryTokenStore, type ClinicClient } from '@clinic/sdk';
import { hmacSha256, jeecgMd5, type Signer } from '@clinic/sdk/signing';
import { DOCUMENT_PATH } from './contract-document.js';
import {
  answerResource,
  loadDocument,
  permissionCodes,
  seedBusiness,
  seedDomain,
  seedIdentity,
  registeredHandlers,
  cacheChanged,
} from './server-internals.js';

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
interface InjectOptions {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
}
/** The parts of light-my-request's response the tests read. */
export interface LightMyRequestResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  rawPayload: Buffer;
  json<T = unknown>(): T;
}

export const PREFIX = '/jeecg-boot';
export const PASSWORD = 'Clinic@2026';
export const TENANT_A = '1000';
export const TENANT_B = '2000';

export interface CallOptions {
  token?: string | null;
  tenant?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send this payload (Buffer / string) raw instead of JSON, e.g. multipart. */
  rawPayload?: Buffer | string;
  /** Skip the automatic signature (signature tests build their own headers). */
  unsigned?: boolean;
}

export interface Envelope {
  success: boolean;
  message: string;
  code: number;
  result: unknown;
  timestamp: number;
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  config: ServerConfig;
  /** http://127.0.0.1:<port>/jeecg-boot once listening, else ''. */
  baseUrl: string;
  /** Moves the server clock by ms (tokens, signature windows). */
  advance(ms: number): void;
  call(method: string, path: string, opts?: CallOptions): Promise<LightMyRequestResponse>;
  login(username: string, password?: string): Promise<string>;
  /** Raw SQL on the same database the app uses (tests only: snapshots and direct setup). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The real SDK against the loopback port, signing with the server's mode. */
  client(): ClinicClient;
  signer(): Signer | null;
  /** A second app over the same database with other settings (e.g. HMAC signing); closed with this one. */
  variant(overrides: Partial<ServerConfig>): Promise<{ config: ServerConfig; call: TestServer['call'] }>;
  close(): Promise<void>;
}

export interface StartOptions {
  signMode?: ServerConfig['signMode'];
  /** Listen on a loopback port for the SDK. */
  listen?: boolean;
  /** Handlers that replace registered ones (e.g. a deliberate drift). */
  handlers?: Record<string, Handler>;
}

type RawClient = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

export function queryString(query: CallOptions['query']): string {
  const usp = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) usp.append(k, String(v));
  const s = usp.toString();
  return s ? `?${s}` : '';
}

/** The SDK signer matching a server's mode, on the server's (movable) clock. */
export function signerOf(config: ServerConfig): Signer | null {
  if (config.signMode === 'md5') return jeecgMd5(config.signSecret, { now: config.now });
  if (config.signMode === 'hmac') return hmacSha256(config.signSecret, { now: config.now });
  return null;
}

/** Inject with the headers a client would send, signed by `signerFor()` unless told otherwise. */
function makeCall(app: FastifyInstance, signerFor: () => Signer | null): TestServer['call'] {
  return async (method, path, opts = {}) => {
    const url = `${PREFIX}${path}${queryString(opts.query)}`;
    const headers: Record<string, string> = {};
    if (opts.token) headers['x-access-token'] = opts.token;
    if (opts.tenant !== undefined) headers['tenant-id'] = opts.tenant;
    let payload: InjectOptions['payload'] | undefined;
    let bodyText: string | undefined;
    if (opts.rawPayload !== undefined) {
      payload = opts.rawPayload;
      // Raw text is signed as sent (a Buffer is multipart, which the signature leaves out).
      if (typeof opts.rawPayload === 'string' && opts.rawPayload !== '') bodyText = opts.rawPayload;
    } else if (opts.body !== undefined) {
      bodyText = JSON.stringify(opts.body);
      payload = bodyText;
      headers['content-type'] = 'application/json';
    }
    const signer = opts.unsigned ? null : signerFor();
    if (signer) {
      const parsed = new URL(url, 'http://x');
      const query: Record<string, string> = {};
      for (const [k, v] of parsed.searchParams) query[k] = v;
      Object.assign(headers, await signer.sign({ method, url, query, body: bodyText }));
    }
    Object.assign(headers, opts.headers);
    const request: InjectOptions = { method, url, headers };
    if (payload !== undefined) request.payload = payload;
    return (await app.inject(request as never)) as unknown as LightMyRequestResponse;
  };
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  let offset = 0;
  const base = loadConfig(
    {},
    {
      logLevel: 'silent',
      validateResponses: true,
      signMode: options.signMode ?? 'md5',
      openapiPath: DOCUMENT_PATH,
      consoleDir: null,
    },
  );
  const config: ServerConfig = { ...base, now: () => Date.now() + offset };
  const database = await testDatabase();
  const document = loadDocument(DOCUMENT_PATH);
  // The demo seed exactly as the server's seed() runs it: identity, business, domain, in one transaction.
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const { ids } = await seedIdentity(db, permissionCodes(document));
    await seedBusiness(db, ids);
    await seedDomain(db, ids);
  });
  const handlers = options.handlers ? { ...registeredHandlers, ...options.handlers } : undefined;
  const app = await buildApp({
    db: database.db,
    config,
    document,
    answerResource,
    ...(handlers ? { handlers } : {}),
  });
  let baseUrl = '';
  if (options.listen) {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `${address}${PREFIX}`;
  } else {
    await app.ready();
  }
  const signerFor = () => signerOf(config);
  const variants: FastifyInstance[] = [];
  const raw = database.opened.raw as unknown as RawClient;

  const call = makeCall(app, signerFor);

  return {
    app,
    database,
    config,
    baseUrl,
    advance: (ms) => {
      offset += ms;
    },
    call,
    async login(username, password = PASSWORD) {
      const res = await call('POST', '/sys/login', { body: { username, password } });
      const body = res.json() as Envelope & { result?: { token?: string } };
      if (!body.success || !body.result?.token) throw new Error(`login ${username} failed: ${body.message}`);
      return body.result.token;
    },
    async sql<T>(text: string, params: unknown[] = []) {
      const result = (await raw.query(text, params)).rows as T[];
      // A write here is another process's change: on PostgreSQL its notification reaches the app's listener a moment
      // after this resolves, and the test's next request may come first. Deliver it now, as it will arrive.
      if (!/^\s*select\b/i.test(text)) cacheChanged(database.db, 'all');
      return result;
    },
    client() {
      if (!baseUrl) throw new Error('startServer({ listen: true }) is needed for the SDK');
      return createClient({
        baseUrl,
        tokenStore: memoryTokenStore(),
        signer: signerFor(),
        timeoutMs: 20_000,
      });
    },
    signer: signerFor,
    async variant(overrides) {
      const other: ServerConfig = { ...config, ...overrides };
      const otherApp = await buildApp({
        db: database.db,
        config: other,
        document,
        answerResource,
        ...(handlers ? { handlers } : {}),
      });
      await otherApp.ready();
      variants.push(otherApp);
      return { config: other, call: makeCall(otherApp, () => signerOf(other)) };
    },
    async close() {
      for (const v of variants) await v.close();
      await app.close();
      await database.close();
    },
  };
}

/** The JSON body of an answer, or null when it is not JSON (files). */
export function envelopeOf(res: LightMyRequestResponse): Envelope | null {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) return null;
  try {
    return res.json() as Envelope;
  } catch {
    return null;
  }
}
