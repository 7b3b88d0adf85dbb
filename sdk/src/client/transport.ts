// One HTTP attempt on openapi-fetch: headers, `_t`, caller middleware, signing, deadline, and the mapping of failures.
import createFetchClient from 'openapi-fetch';
import { ApiError, NetworkError, SessionExpiredError, TimeoutError } from '../errors/api-error.js';
import { errorFromHttp } from '../errors/map-error.js';
import { ERROR_TEXT } from '../errors/messages.js';
import { queryFromSearch, splitUrl } from '../signing/signable.js';
import type { Signer, SignerRequest } from '../signing/signers.js';
import type { TenantStore, TokenStore } from '../stores/session-stores.js';
import { createDeadline } from './deadline.js';
import { runOnRequest, runOnResponse, type CallContext, type Middleware } from './middleware.js';
import type { CallOptions, FetchLike } from './options.js';
import { canReportUploadProgress, countingResponse, xhrFetch } from './progress.js';
import type { SessionEvents } from './session-events.js';
import { timestampParam } from './timestamp.js';

export interface TransportConfig {
  baseUrl: string;
  appCode: string;
  tokenStore: TokenStore;
  tenantStore: TenantStore;
  signer: Signer | null;
  fetch?: FetchLike;
  now: () => number;
  events: SessionEvents;
  /** Sent on every call, under the call's own headers. */
  headers?: Record<string, string>;
}

/** One exchange: what to send, the same for every attempt. */
export interface Exchange {
  method: string;
  /** Path below baseUrl; may hold `{name}` variables filled from `pathParams`. */
  path: string;
  pathParams?: Record<string, unknown> | undefined;
  query?: Record<string, unknown> | undefined;
  /** JSON-serialisable value, or FormData for multipart. */
  body?: unknown;
  noTimestamp: boolean;
  parseAs: 'text' | 'blob';
  operationId: string | null;
}

/** One try of an exchange. */
export interface Attempt {
  /** The caller's signal, headers (added last: they win over the SDK's own) and progress listeners. */
  options: CallOptions;
  timeoutMs: number;
  attempt: number;
  middleware: readonly Middleware[];
}

export interface SendResult {
  status: number;
  headers: Headers;
  requestId: string | null;
  /** Text or Blob as asked; undefined for an empty answer. */
  data: string | Blob | undefined;
}

export type Send = (exchange: Exchange, attempt: Attempt) => Promise<SendResult>;

/**
 * Signs the Request exactly as it will go out: the body bytes are read back from the Request itself. With no body to
 * read and a synchronous signer, nothing is awaited.
 */
function signRequest(signer: Signer, request: Request): Promise<void> | void {
  const read = request.body && !(request.headers.get('content-type') ?? '').startsWith('multipart/');
  if (!read && signer.signNow) return setHeaders(request, signer.signNow(signable(request)));
  return (async () => {
    const body = read ? await request.clone().text() : undefined;
    setHeaders(request, await signer.sign(signable(request, body)));
  })();
}

function signable(request: Request, body?: string): SignerRequest {
  // The Request parsed its URL already; its serialised form is sliced once for both the path and the query.
  const url = request.url;
  const { path, search } = splitUrl(url);
  return { method: request.method, url, path, query: queryFromSearch(search), body };
}

function setHeaders(request: Request, headers: Record<string, string>): void {
  for (const name of Object.keys(headers)) request.headers.set(name, headers[name]!);
}

/** Carries an error thrown by caller middleware past the network-error mapping, to be rethrown as it was. */
class MiddlewareFailure {
  constructor(readonly error: unknown) {}
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new MiddlewareFailure(error);
  }
}

const serializeBody = (body: unknown): unknown => (body instanceof FormData ? body : JSON.stringify(body));

const filledPath = (path: string, params: Record<string, unknown> | undefined) =>
  path.replace(/\{([^{}]+)\}/g, (whole, name: string) =>
    params && params[name] !== undefined ? encodeURIComponent(String(params[name])) : whole,
  );

export function createTransport(config: TransportConfig): Send {
  const client = createFetchClient<Record<string, never>>({ baseUrl: config.baseUrl });
  const request = client.request as unknown as LooseRequest;
  const { signer, appCode, events } = config;
  // Looked up per call so that a fetch installed after createClient (tests, polyfills) is used.
  const network = (request: Request) => (config.fetch ?? globalThis.fetch)(request);

  return async function send(exchange, { options, timeoutMs, attempt, middleware }) {
    const token = config.tokenStore.get();
    const tenant = config.tenantStore.get();
    const method = exchange.method.toUpperCase();
    let query = exchange.query;
    if (method === 'GET' && !exchange.noTimestamp) query = { ...query, _t: timestampParam(config.now()) };
    // Caller middleware sees the call; without any, none of its context is built.
    const ctx: CallContext | null =
      middleware.length === 0
        ? null
        : {
            operationId: exchange.operationId,
            method,
            path: filledPath(exchange.path, exchange.pathParams),
            attempt,
          };
    const { onUploadProgress, onDownloadProgress } = options;
    // Per attempt: caller middleware first, then the signature over what they left, then the network.
    const pipeline = async (request: Request): Promise<Response> => {
      const prepared = ctx ? await guarded(() => runOnRequest(middleware, ctx, request)) : request;
      if (prepared instanceof Response) return prepared;
      const signing = signer ? signRequest(signer, prepared) : undefined;
      if (signing) await signing;
      // Only a body's bytes can be reported going up; the configured fetch sends everything else.
      const sent =
        onUploadProgress && prepared.body && canReportUploadProgress()
          ? await xhrFetch(prepared, onUploadProgress)
          : await network(prepared);
      const response = onDownloadProgress ? countingResponse(sent, onDownloadProgress) : sent;
      return ctx ? guarded(() => runOnResponse(middleware, ctx, prepared, response)) : response;
    };
    const deadline = createDeadline(timeoutMs, options.signal);
    try {
      // The loose Record<string, never> paths type: typing lives one layer up, in the generated operations.
      const { data, error, response } = await request(method, exchange.path, {
        params: { path: exchange.pathParams ?? {}, query: query ?? {} },
        body: exchange.body,
        bodySerializer: serializeBody,
        parseAs: exchange.parseAs,
        signal: deadline.signal,
        fetch: pipeline,
        headers: {
          'X-Access-Token': token ?? undefined,
          'tenant-id':
            tenant === null || tenant === undefined || String(tenant) === '' ? '0' : String(tenant),
          'X-App-Code': appCode,
          ...config.headers,
          ...options.headers,
        },
      });
      const requestId = response.headers.get('X-Request-Id');
      if (!response.ok) {
        const err = await errorFromHttp(response.status, error, requestId, response.headers);
        if (err instanceof SessionExpiredError && (err.reason === 'unauthorized' || token !== null)) {
          events.report(err, token);
        }
        throw err;
      }
      return {
        status: response.status,
        headers: response.headers,
        requestId,
        data: data as string | Blob | undefined,
      };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof MiddlewareFailure) throw err.error;
      if (deadline.timedOut()) {
        throw new TimeoutError({
          status: 0,
          message: `Request timed out after ${timeoutMs} ms`,
          userMessage: ERROR_TEXT.timeout,
          cause: err,
        });
      }
      if (deadline.cancelled()) throw options.signal?.reason ?? err;
      throw new NetworkError({
        status: 0,
        message: err instanceof Error ? err.message : String(err),
        userMessage: ERROR_TEXT.network,
        cause: err,
      });
    } finally {
      deadline.dispose();
    }
  };
}

type LooseRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
