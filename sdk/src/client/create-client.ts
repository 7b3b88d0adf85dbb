// createClient: wires stores, signer, middleware, retries and transport into `call`, `request`, `upload`, `download`, `paginate` and the per-tag methods.
import { ApiError } from '../errors/api-error.js';
import { envelopeOrThrow } from '../errors/map-error.js';
import { parseBody, parseJsonText, type Envelope } from '../errors/envelope.js';
import { fileUrl } from '../files.js';
import { operationTable, type OperationId, type OperationTypes } from '../generated/operations.js';
import { jeecgMd5 } from '../signing/signers.js';
import {
  memoryTenantStore,
  memoryTokenStore,
  type TenantStore,
  type TokenStore,
} from '../stores/session-stores.js';
import { crudResource, type CrudResource } from './crud-resource.js';
import { toDownloadResult, type DownloadResult } from './download.js';
import { createMiddlewareStack, runOnError, type CallContext, type Middleware } from './middleware.js';
import { buildGroups, type OperationGroups } from './operation-groups.js';
import type { OperationInfo } from './operation-info.js';
import type { ArgsOf, ResultOf } from './operation-types.js';
import { DEFAULT_APP_CODE, DEFAULT_TIMEOUT_MS, type CallOptions, type ClientOptions } from './options.js';
import { paginate } from './paginate.js';
import type { WithMeta } from './response-meta.js';
import { backoffMs, isRetryable, retryPolicy, sleep, type RetryPolicy } from './retry.js';
import { createSessionEvents, type SessionExpiredListener } from './session-events.js';
import { createNoTimestampMatcher } from './timestamp.js';
import { createTransport, type Exchange, type SendResult } from './transport.js';

export interface RequestOptions extends CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface CoreClient {
  /** Calls an operation by id; resolves to its envelope's `result` (or a DownloadResult for files). */
  call<Id extends OperationId>(
    id: Id,
    args?: ArgsOf<OperationTypes[Id]>,
    options?: CallOptions,
  ): Promise<ResultOf<OperationTypes[Id]>>;
  /** Same, resolving to the whole envelope (for `message` and `code`, e.g. 201 partial import). */
  callEnvelope<Id extends OperationId>(
    id: Id,
    args?: ArgsOf<OperationTypes[Id]>,
    options?: CallOptions,
  ): Promise<Envelope<ResultOf<OperationTypes[Id]>>>;
  /** Same, resolving to the result with the request id, status, headers and envelope of the answer. */
  callWithMeta<Id extends OperationId>(
    id: Id,
    args?: ArgsOf<OperationTypes[Id]>,
    options?: CallOptions,
  ): Promise<WithMeta<ResultOf<OperationTypes[Id]>>>;
  /** A configured URL (list pages are configured by URL): path below the base URL, query string allowed. */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
  requestEnvelope<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<Envelope<T>>;
  requestWithMeta<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<WithMeta<T>>;
  /** POST multipart; resolves to the envelope's `result`. */
  upload<T = unknown>(path: string, formData: FormData, options?: CallOptions): Promise<T>;
  /** GET a file: Blob plus file name from Content-Disposition. */
  download(path: string, query?: Record<string, unknown>, options?: CallOptions): Promise<DownloadResult>;
  paginate: typeof paginate;
  /** The generic CRUD resource of a list page under `base` (e.g. `/sys/user`). */
  resource<T, Q extends Record<string, unknown> = Record<string, unknown>>(base: string): CrudResource<T, Q>;
  /** Adds middleware after those already installed (onRequest runs in that order, onResponse/onError in reverse). */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added by `use` or `createClient({ middleware })`. */
  eject(...middleware: Middleware[]): void;
  /** Fires once per lost session (401, or 500 `Token失效` while signed in); returns an unsubscribe. */
  onSessionExpired(listener: SessionExpiredListener): () => void;
  /** Stores the token after a login (null on logout) and re-arms the session-expired event. */
  setToken(token: string | null): void;
  getToken(): string | null;
  setTenant(tenantId: string | number | null): void;
  /** `fileUrl(path, staticDomain)` with the configured static domain. */
  fileUrl(path: string | null | undefined): string;
  readonly tokenStore: TokenStore;
  readonly tenantStore: TenantStore;
  readonly appCode: string;
  readonly staticDomain: string;
}

/** The core plus one property per tag; a tag named like a core method (`upload`) hangs its operations on that method. */
export type ClinicClient = Omit<CoreClient, keyof OperationGroups> &
  Omit<OperationGroups, keyof CoreClient> & {
    [G in Extract<keyof OperationGroups, keyof CoreClient>]: CoreClient[G] & OperationGroups[G];
  };

/** A configured URL as path + query below the base URL; JeecgBoot configs often omit the leading slash. */
function splitPath(baseUrl: string, rawPath: string, query: Record<string, unknown> | undefined) {
  let path = rawPath.trim();
  const base = baseUrl.replace(/\/+$/, '');
  if (base !== '' && path.startsWith(`${base}/`)) path = path.slice(base.length);
  // The token and tenant headers must never travel to another origin.
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) {
    throw new TypeError(`Only paths below the client's baseUrl can be requested, not ${rawPath}`);
  }
  if (!path.startsWith('/')) path = `/${path}`;
  const i = path.indexOf('?');
  if (i === -1) return { path, query: query ?? {} };
  const inline: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(path.slice(i + 1))) inline[k] = v;
  return { path: path.slice(0, i), query: { ...inline, ...query } };
}

/** Operations whose successful answer carries a session token. */
const SESSION_OPENERS = new Set(['login', 'phoneLogin', 'thirdLogin', 'casValidateLogin', 'feishuLogin']);

export function createClient(options: ClientOptions): ClinicClient {
  if (!options || typeof options.baseUrl !== 'string') throw new TypeError('createClient needs a baseUrl');
  const tokenStore = options.tokenStore ?? memoryTokenStore();
  const tenantStore = options.tenantStore ?? memoryTenantStore();
  const events = createSessionEvents();
  const stack = createMiddlewareStack(options.middleware);
  const appCode = options.appCode ?? DEFAULT_APP_CODE;
  const staticDomain = options.staticDomain ?? '';
  const now = options.now ?? Date.now;
  const send = createTransport({
    baseUrl: options.baseUrl,
    appCode,
    tokenStore,
    tenantStore,
    signer: options.signer === undefined ? jeecgMd5(undefined, { now }) : options.signer,
    fetch: options.fetch,
    now,
    events,
    headers: options.headers,
  });
  const table: Record<string, OperationInfo> = operationTable;
  const noTimestamp = createNoTimestampMatcher(
    Object.values(table)
      .filter((op) => op.noTimestamp)
      .map((op) => op.path),
  );
  // Whether an operation goes without `_t`, worked out once per operation.
  const noTimestampOf = new Map<string, boolean>();
  const skipsTimestamp = (id: string, op: OperationInfo): boolean => {
    let skip = noTimestampOf.get(id);
    if (skip === undefined) noTimestampOf.set(id, (skip = op.noTimestamp || noTimestamp(op.path)));
    return skip;
  };
  // The retry policy of calls that set none, worked out once per method.
  const defaultPolicies = new Map<string, RetryPolicy>();
  const policyOf = (method: string, opts: CallOptions): RetryPolicy => {
    if (opts.retry !== undefined) return retryPolicy(method, options.retry, opts.retry);
    let policy = defaultPolicies.get(method);
    if (!policy) defaultPolicies.set(method, (policy = retryPolicy(method, options.retry, undefined)));
    return policy;
  };

  /**
   * Sends with retries, then decodes; a failure of either reaches onError middleware once. Retries see only
   * transport failures: an envelope's business error is an answer, never tried again.
   */
  async function perform<T>(
    exchange: Exchange,
    opts: CallOptions,
    decode: (sent: SendResult) => Promise<T>,
  ): Promise<T> {
    const middleware = stack.list();
    const policy = policyOf(exchange.method, opts);
    const timeoutMs = opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let attempt = 1;
    try {
      for (; ; attempt++) {
        let sent: SendResult;
        try {
          sent = await send(exchange, { options: opts, timeoutMs, attempt, middleware });
        } catch (err) {
          if (attempt > policy.retries || !isRetryable(err, policy) || opts.signal?.aborted) throw err;
          await sleep(backoffMs(attempt, policy, err, now()), opts.signal);
          continue;
        }
        return await decode(sent);
      }
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const ctx: CallContext = {
        operationId: exchange.operationId,
        method: exchange.method.toUpperCase(),
        path: exchange.path,
        attempt,
      };
      throw await runOnError(middleware, ctx, err);
    }
  }

  const decodeEnvelope = async (sent: SendResult): Promise<WithMeta<unknown>> => {
    // Text (every JSON answer) is read at once; only a Blob needs waiting for.
    const parsed = typeof sent.data === 'string' ? parseJsonText(sent.data) : await parseBody(sent.data);
    const envelope = envelopeOrThrow(parsed, sent.status, sent.requestId, sent.headers);
    return {
      result: envelope.result,
      envelope,
      requestId: sent.requestId,
      status: sent.status,
      headers: sent.headers,
    };
  };

  const metaOf = (sent: SendResult) => ({
    requestId: sent.requestId,
    status: sent.status,
    headers: sent.headers,
  });

  const decodeFile = async (sent: SendResult): Promise<WithMeta<unknown>> => ({
    result: await toDownloadResult(sent),
    envelope: null,
    ...metaOf(sent),
  });

  const decodeLogin = async (sent: SendResult): Promise<WithMeta<unknown>> => {
    const answer = await decodeEnvelope(sent);
    adoptSessionToken(answer.envelope!);
    return answer;
  };

  async function callWithMeta(
    id: string,
    args?: Record<string, unknown>,
    opts: CallOptions = {},
  ): Promise<WithMeta<unknown>> {
    const op = table[id];
    if (!op) throw new TypeError(`Unknown operation ${id}`);
    const blob = op.response === 'blob';
    const exchange: Exchange = {
      operationId: id,
      method: op.method,
      path: op.path,
      pathParams: args?.path as Record<string, unknown> | undefined,
      query: args?.query as Record<string, unknown> | undefined,
      body: args?.body,
      noTimestamp: skipsTimestamp(id, op),
      parseAs: blob ? 'blob' : 'text',
    };
    return perform(
      exchange,
      opts,
      blob ? decodeFile : SESSION_OPENERS.has(id) ? decodeLogin : decodeEnvelope,
    );
  }

  /** A login answer (code 200, shell-spec 4.1) signs the client in: later calls carry its token. */
  function adoptSessionToken(envelope: Envelope): void {
    if (String(envelope.code) !== '200') return;
    const token = (envelope.result as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || token === '') return;
    tokenStore.set(token);
    events.rearm();
  }

  async function requestWithMeta(
    method: string,
    rawPath: string,
    opts: RequestOptions = {},
  ): Promise<WithMeta<unknown>> {
    const { path, query } = splitPath(options.baseUrl, rawPath, opts.query);
    const exchange: Exchange = {
      operationId: null,
      method,
      path,
      query,
      body: opts.body,
      noTimestamp: noTimestamp(path),
      parseAs: 'text',
    };
    return perform(exchange, opts, decodeEnvelope);
  }

  /** A file answer's envelope, for callers that asked for the envelope of a file operation. */
  const fileEnvelope = (answer: WithMeta<unknown>): Envelope =>
    answer.envelope ?? {
      success: true,
      message: '',
      code: answer.status,
      result: answer.result,
      timestamp: now(),
    };

  const core: CoreClient = {
    call: (async (id: string, args?: Record<string, unknown>, opts?: CallOptions) =>
      (await callWithMeta(id, args, opts)).result) as CoreClient['call'],
    callEnvelope: (async (id: string, args?: Record<string, unknown>, opts?: CallOptions) =>
      fileEnvelope(await callWithMeta(id, args, opts))) as CoreClient['callEnvelope'],
    callWithMeta: callWithMeta as CoreClient['callWithMeta'],
    request: async (method, path, opts) => (await requestWithMeta(method, path, opts)).result as never,
    requestEnvelope: async (method, path, opts) =>
      (await requestWithMeta(method, path, opts)).envelope as never,
    requestWithMeta: requestWithMeta as CoreClient['requestWithMeta'],
    upload: async (path, formData, opts) =>
      (await requestWithMeta('POST', path, { ...opts, body: formData })).result as never,
    async download(rawPath, query, opts = {}) {
      const split = splitPath(options.baseUrl, rawPath, query);
      const exchange: Exchange = {
        operationId: null,
        method: 'GET',
        path: split.path,
        query: split.query,
        noTimestamp: noTimestamp(split.path),
        parseAs: 'blob',
      };
      return perform(exchange, opts, toDownloadResult);
    },
    paginate,
    resource: (base) => crudResource(core, base),
    use: (...middleware) => stack.use(...middleware),
    eject: (...middleware) => stack.eject(...middleware),
    onSessionExpired: (listener) => events.subscribe(listener),
    setToken(token) {
      tokenStore.set(token);
      events.rearm();
    },
    getToken: () => tokenStore.get(),
    setTenant: (tenantId) => tenantStore.set(tenantId === null ? null : String(tenantId)),
    fileUrl: (path) => fileUrl(path, staticDomain),
    tokenStore,
    tenantStore,
    appCode,
    staticDomain,
  };

  return buildGroups(core, table, {
    call: (id, args, opts) => core.call(id as OperationId, args as never, opts),
    withMeta: (id, args, opts) => core.callWithMeta(id as OperationId, args as never, opts),
  }) as ClinicClient;
}
