// One HTTP attempt on openapi-fetch: headers, `_t`, caller middleware, signing, deadline, and the mapping of failures.
import createFetchClient from 'openapi-fetch';
import { ApiError, NetworkError, SessionExpiredError, TimeoutError } from '../errors/api-error.js';
import { errorFromHttp } from '../errors/map-error.js';
import { ERROR_TEXT } from '../errors/messages.js';
import { queryFromSearch, splitUrl } from '../signing/signable.js';
import type { Signer } from '../signing/signers.js';
import type { TenantStore, TokenStore } from '../stores/session-stores.js';
import { createDeadline } from './deadline.js';
import { runOnRequest, runOnResponse, type CallContext, type Middleware } from './middleware.js';
import type { FetchLike } from './options.js';
import { canReportUploadProgress, countingResponse, xhrFetch, type ProgressListener } from './progress.js';
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

export interface SendInput {
  method: string;
  /** Path below baseUrl; may hold `{name}` variables filled from `pathParams`. */
  path: string;
  pathParams?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** JSON-serialisable value, or FormData for multipart. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs: number;
  /** Added last: they win over the SDK's own (e.g. `tenant-id` for one call). */
  headers?: Record<string, string>;
  noTimestamp: boolean;
  parseAs: 'text' | 'blob';
  operationId: string | null;
  attempt: number;
  middleware: readonly Middleware[];
  onUploadProgress?: ProgressListener | undefined;
  onDownloadProgress?: ProgressListener | undefined;
}

export interface SendResult {
  status: number;
  headers: Headers;
  requestId: string | null;
  /** Text or Blob as asked; undefined for an empty answer. */
  data: string | Blob | undefined;
}

export type Send = (input: SendInput) => Promise<SendResult>;

/** Signs the Request exactly as it will go out: the body bytes are read back from the Request itself. */
async function signRequest(signer: Signer, request: Request): Promise<void> {
  const contentType = request.headers.get('content-type') ?? '';
  const body =
    request.body && !contentType.startsWith('multipart/') ? await request.clone().text() : undefined;
  // The Request parsed its URL already; its serialised form is sliced once for both the path and the query.
  const url = request.url;
  const { path, search } = splitUrl(url);
  const headers = await signer.sign({
    method: request.method,
    url,
    path,
    query: queryFromSearch(search),
    body,
  });
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
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
  // Looked up per call so that a fetch installed after createClient (tests, polyfills) is used.
  const network = (request: Request) => (config.fetch ?? globalThis.fetch)(request);

  return async function send(input) {
    const token = config.tokenStore.get();
    const tenant = config.tenantStore.get();
    const method = input.method.toUpperCase();
    const query: Record<string, unknown> = { ...input.query };
    if (method === 'GET' && !input.noTimestamp) query._t = timestampParam(config.now());
    const ctx: CallContext = {
      operationId: input.operationId,
      method,
      path: filledPath(input.path, input.pathParams),
      attempt: input.attempt,
    };
    // Per attempt: caller middleware first, then the signature over what they left, then the network.
    const pipeline = async (request: Request): Promise<Response> => {
      const prepared = await guarded(() => runOnRequest(input.middleware, ctx, request));
      if (prepared instanceof Response) return prepared;
      if (config.signer) await signRequest(config.signer, prepared);
      const { onUploadProgress, onDownloadProgress } = input;
      // Only a body's bytes can be reported going up; the configured fetch sends everything else.
      const sent =
        onUploadProgress && prepared.body && canReportUploadProgress()
          ? await xhrFetch(prepared, onUploadProgress)
          : await network(prepared);
      const response = onDownloadProgress ? countingResponse(sent, onDownloadProgress) : sent;
      return guarded(() => runOnResponse(input.middleware, ctx, prepared, response));
    };
    const deadline = createDeadline(input.timeoutMs, input.signal);
    try {
      // The loose Record<string, never> paths type: typing lives one layer up, in the generated operations.
      const init = {
        params: { path: input.pathParams ?? {}, query },
        body: input.body,
        bodySerializer: serializeBody,
        parseAs: input.parseAs,
        signal: deadline.signal,
        fetch: pipeline,
        headers: {
          'X-Access-Token': token ?? undefined,
          'tenant-id':
            tenant === null || tenant === undefined || String(tenant) === '' ? '0' : String(tenant),
          'X-App-Code': config.appCode,
          ...config.headers,
          ...input.headers,
        },
      };
      const { data, error, response } = await (client.request as unknown as LooseRequest)(
        method,
        input.path,
        init,
      );
      const requestId = response.headers.get('X-Request-Id');
      if (!response.ok) {
        const err = await errorFromHttp(response.status, error, requestId, response.headers);
        if (err instanceof SessionExpiredError && (err.reason === 'unauthorized' || token !== null)) {
          config.events.report(err, token);
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
          message: `Request timed out after ${input.timeoutMs} ms`,
          userMessage: ERROR_TEXT.timeout,
          cause: err,
        });
      }
      if (deadline.cancelled()) throw input.signal?.reason ?? err;
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
