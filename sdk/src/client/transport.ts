// One HTTP attempt: URL (openapi-fetch's serialisers) and headers built once, caller middleware, the signature over
// exactly what is sent, the deadline, the answer read, and the mapping of failures.
import { createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
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
import { writtenAsSent } from './written-as-sent.js';

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
 * Signs a Request a middleware may have changed, exactly as it will go out: the body bytes are read back from the
 * Request itself. With no body to read and a synchronous signer, nothing is awaited.
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

/** openapi-fetch's default query serialiser (arrays repeated, objects as deepObject), made once. */
const serializeQuery = createQuerySerializer();

/** The URL as openapi-fetch writes it: base, path with its variables filled, and the serialised query. */
function urlOf(base: string, path: string, params: Record<string, unknown> | undefined, query: object) {
  const url = params ? defaultPathSerializer(`${base}${path}`, params) : `${base}${path}`;
  let search = serializeQuery(query);
  if (search.startsWith('?')) search = search.slice(1);
  return search ? `${url}?${search}` : url;
}

const filledPath = (path: string, params: Record<string, unknown> | undefined) =>
  path.replace(/\{([^{}]+)\}/g, (whole, name: string) =>
    params && params[name] !== undefined ? encodeURIComponent(String(params[name])) : whole,
  );

/** Sets `extra` over `into` the way Headers would (names case-insensitive, the later one wins). */
function mergeInto(into: Record<string, string>, extra: Record<string, string> | undefined): void {
  if (!extra) return;
  for (const name of Object.keys(extra)) {
    const value = extra[name] as string | null | undefined;
    if (value === undefined) continue;
    const key = name.toLowerCase();
    if (value === null) delete into[key];
    else into[key] = value;
  }
}

/** An answer with nothing to read, as openapi-fetch tells it. */
const emptyAnswer = (response: Response, method: string) =>
  response.status === 204 ||
  method === 'HEAD' ||
  (response.headers.get('Content-Length') === '0' &&
    !response.headers.get('Transfer-Encoding')?.includes('chunked'));

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createTransport(config: TransportConfig): Send {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl.slice(0, -1) : config.baseUrl;
  const { signer, appCode, events } = config;
  // Looked up per call so that a fetch installed after createClient (tests, polyfills) is used.
  const network = (request: Request) => (config.fetch ?? globalThis.fetch)(request);

  return async function send(exchange, { options, timeoutMs, attempt, middleware }) {
    const token = config.tokenStore.get();
    const tenant = config.tenantStore.get();
    const method = exchange.method.toUpperCase();
    let query = exchange.query;
    if (method === 'GET' && !exchange.noTimestamp) query = { ...query, _t: timestampParam(config.now()) };
    const { onUploadProgress, onDownloadProgress } = options;
    const deadline = createDeadline(timeoutMs, options.signal);
    let sentMethod = method;
    try {
      // Built inside the try: a body JSON cannot encode fails like the send it prevents, as it always has.
      const url = urlOf(base, exchange.path, exchange.pathParams, query ?? {});
      const body =
        exchange.body === undefined
          ? undefined
          : exchange.body instanceof FormData
            ? exchange.body
            : JSON.stringify(exchange.body);
      // Names in lower case, as Headers keeps them; JSON goes out as such unless the caller says otherwise.
      const headers: Record<string, string> = {};
      if (typeof body === 'string') headers['content-type'] = 'application/json';
      if (token !== null && token !== undefined) headers['x-access-token'] = token;
      headers['tenant-id'] =
        tenant === null || tenant === undefined || String(tenant) === '' ? '0' : String(tenant);
      headers['x-app-code'] = appCode;
      mergeInto(headers, config.headers);
      mergeInto(headers, options.headers);
      const init: RequestInit = { method, headers, body, signal: deadline.signal };
      let response: Response;
      if (middleware.length === 0) {
        // No caller middleware: what is signed is known before the Request is built, which carries the signature.
        if (signer && writtenAsSent(url)) {
          const { path, search } = splitUrl(url);
          const text =
            typeof body === 'string' && !(headers['content-type'] ?? '').startsWith('multipart/')
              ? body
              : undefined;
          const req: SignerRequest = { method, url, path, query: queryFromSearch(search), body: text };
          mergeInto(headers, signer.signNow ? signer.signNow(req) : await signer.sign(req));
          response = await deliverDirect(url, init);
        } else if (!signer) {
          response = await deliverDirect(url, init);
        } else {
          const request = new Request(url, init);
          await signRequest(signer, request);
          response = await deliver(request);
        }
      } else {
        // Caller middleware first, then the signature over what they left, then the network.
        const ctx: CallContext = {
          operationId: exchange.operationId,
          method,
          path: filledPath(exchange.path, exchange.pathParams),
          attempt,
        };
        const request = new Request(url, init);
        const prepared = await guarded(() => runOnRequest(middleware, ctx, request));
        if (prepared instanceof Response) response = prepared;
        else {
          sentMethod = prepared.method;
          if (signer) await signRequest(signer, prepared);
          const sent = await deliver(prepared);
          response = await guarded(() => runOnResponse(middleware, ctx, prepared, sent));
        }
      }
      const requestId = response.headers.get('X-Request-Id');
      const empty = emptyAnswer(response, sentMethod);
      if (!response.ok) {
        const err = await errorFromHttp(
          response.status,
          empty ? undefined : await errorBody(response),
          requestId,
          response.headers,
        );
        if (err instanceof SessionExpiredError && (err.reason === 'unauthorized' || token !== null)) {
          events.report(err, token);
        }
        throw err;
      }
      const data = empty
        ? undefined
        : exchange.parseAs === 'blob'
          ? await response.blob()
          : await response.text();
      return { status: response.status, headers: response.headers, requestId, data };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof MiddlewareFailure) throw err.error;
      return failure(err);
    } finally {
      deadline.dispose();
    }

    /**
     * The platform's fetch takes the URL and init as they are: it builds the one Request itself (a Request built here
     * first would be copied, and its signal followed twice). A configured fetch and upload progress take a Request.
     */
    async function deliverDirect(url: string, init: RequestInit): Promise<Response> {
      if (config.fetch || (onUploadProgress && init.body !== undefined && canReportUploadProgress())) {
        return deliver(new Request(url, init));
      }
      const sent = await globalThis.fetch(url, init);
      return onDownloadProgress ? countingResponse(sent, onDownloadProgress) : sent;
    }

    /** Sends through the configured fetch, or XMLHttpRequest when the body's bytes are to be reported going up. */
    async function deliver(request: Request): Promise<Response> {
      const sent =
        onUploadProgress && request.body && canReportUploadProgress()
          ? await xhrFetch(request, onUploadProgress)
          : await network(request);
      return onDownloadProgress ? countingResponse(sent, onDownloadProgress) : sent;
    }

    function failure(err: unknown): never {
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
    }
  };
}
