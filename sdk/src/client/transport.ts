// The request pipeline on openapi-fetch: headers, `_t`, signing middleware, deadline, and the mapping of failures.
import createFetchClient, { type Middleware } from 'openapi-fetch';
import { ApiError, NetworkError, SessionExpiredError, TimeoutError } from '../errors/api-error.js';
import { errorFromHttp } from '../errors/map-error.js';
import { ERROR_TEXT } from '../errors/messages.js';
import { queryFromSearch } from '../signing/signable.js';
import type { Signer } from '../signing/signers.js';
import type { TenantStore, TokenStore } from '../stores/session-stores.js';
import { createDeadline } from './deadline.js';
import type { FetchLike } from './options.js';
import type { SessionEvents } from './session-events.js';
import { timestampParam } from './timestamp.js';

export interface TransportConfig {
  baseUrl: string;
  appCode: string;
  tokenStore: TokenStore;
  tenantStore: TenantStore;
  signer: Signer | null;
  timeoutMs: number;
  fetch?: FetchLike;
  now: () => number;
  events: SessionEvents;
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
  noTimestamp: boolean;
  parseAs: 'text' | 'blob';
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
function signingMiddleware(signer: Signer): Middleware {
  return {
    async onRequest({ request }) {
      const contentType = request.headers.get('content-type') ?? '';
      const body =
        request.body && !contentType.startsWith('multipart/') ? await request.clone().text() : undefined;
      const url = request.url;
      const headers = await signer.sign({
        method: request.method,
        url,
        query: queryFromSearch(new URL(url).search),
        body,
      });
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return undefined;
    },
  };
}

const serializeBody = (body: unknown): unknown => (body instanceof FormData ? body : JSON.stringify(body));

export function createTransport(config: TransportConfig): Send {
  const client = createFetchClient<Record<string, never>>({
    baseUrl: config.baseUrl,
    // Looked up per call so that a fetch installed after createClient (tests, polyfills) is used.
    fetch: (request: Request) => (config.fetch ?? globalThis.fetch)(request),
  });
  if (config.signer) client.use(signingMiddleware(config.signer));

  return async function send(input) {
    const token = config.tokenStore.get();
    const tenant = config.tenantStore.get();
    const method = input.method.toUpperCase();
    const query: Record<string, unknown> = { ...input.query };
    if (method === 'GET' && !input.noTimestamp) query._t = timestampParam(config.now());
    const deadline = createDeadline(config.timeoutMs, input.signal);
    try {
      // The loose Record<string, never> paths type: typing lives one layer up, in the generated operations.
      const init = {
        params: { path: input.pathParams ?? {}, query },
        body: input.body,
        bodySerializer: serializeBody,
        parseAs: input.parseAs,
        signal: deadline.signal,
        headers: {
          'X-Access-Token': token ?? undefined,
          'tenant-id':
            tenant === null || tenant === undefined || String(tenant) === '' ? '0' : String(tenant),
          'X-App-Code': config.appCode,
        },
      };
      const { data, error, response } = await (client.request as unknown as LooseRequest)(
        method,
        input.path,
        init,
      );
      const requestId = response.headers.get('X-Request-Id');
      if (!response.ok) {
        const err = await errorFromHttp(response.status, error, requestId);
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
      if (deadline.timedOut()) {
        throw new TimeoutError({
          status: 0,
          message: `Request timed out after ${config.timeoutMs} ms`,
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
