// Caller middleware: onRequest before signing, onResponse in reverse order, onError once per failed call.
import type { ApiError } from '../errors/api-error.js';

/** What a middleware learns about the call it sees. */
export interface CallContext {
  /** The contract's operationId for typed calls; null for `request`, `upload` and `download` by URL. */
  operationId: string | null;
  method: string;
  /** Path below the base URL, variables filled. */
  path: string;
  /** 1 for the first try, 2 for the first retry, ... */
  attempt: number;
}

export interface Middleware {
  /**
   * Runs before the request is signed, so a changed URL or body is what gets signed. Return a new Request to
   * replace it, a Response to answer without the network (cache, test double), or nothing.
   */
  onRequest?(
    ctx: CallContext & { request: Request },
  ): Request | Response | undefined | void | Promise<Request | Response | undefined | void>;
  /** Sees every HTTP answer (before it is read); return a new Response to replace it, or nothing. */
  onResponse?(
    ctx: CallContext & { request: Request; response: Response },
  ): Response | undefined | void | Promise<Response | undefined | void>;
  /**
   * Once per failed call, after any retries, with the typed error (HTTP, envelope, network, timeout). Every
   * middleware sees that original error; return another Error to reject with it instead (the first middleware
   * registered has the last word). A caller's abort is not reported.
   */
  onError?(
    ctx: CallContext & { error: ApiError },
  ): Error | undefined | void | Promise<Error | undefined | void>;
}

/** An ordered, mutable list of middleware shared by every call of one client. */
export interface MiddlewareStack {
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
  list(): readonly Middleware[];
}

export function createMiddlewareStack(initial: readonly Middleware[] = []): MiddlewareStack {
  let items: Middleware[] = [];
  const stack: MiddlewareStack = {
    use(...middleware) {
      for (const m of middleware) {
        if (!m || typeof m !== 'object') throw new TypeError('client.use() takes middleware objects');
        items = [...items, m];
      }
    },
    eject(...middleware) {
      items = items.filter((m) => !middleware.includes(m));
    },
    // A call reads the list once, so use/eject during a call never changes what that call runs.
    list: () => items,
  };
  stack.use(...initial);
  return stack;
}

export async function runOnRequest(
  list: readonly Middleware[],
  ctx: CallContext,
  request: Request,
): Promise<Request | Response> {
  let current = request;
  for (const m of list) {
    const out = await m.onRequest?.({ ...ctx, request: current });
    if (out instanceof Response) return out;
    if (out instanceof Request) current = out;
    else if (out !== undefined) throw new TypeError('onRequest must return a Request, a Response or nothing');
  }
  return current;
}

export async function runOnResponse(
  list: readonly Middleware[],
  ctx: CallContext,
  request: Request,
  response: Response,
): Promise<Response> {
  let current = response;
  for (let i = list.length - 1; i >= 0; i--) {
    const out = await list[i]!.onResponse?.({ ...ctx, request, response: current });
    if (out instanceof Response) current = out;
    else if (out !== undefined) throw new TypeError('onResponse must return a Response or nothing');
  }
  return current;
}

export async function runOnError(
  list: readonly Middleware[],
  ctx: CallContext,
  error: ApiError,
): Promise<Error> {
  let current: Error = error;
  for (let i = list.length - 1; i >= 0; i--) {
    const m = list[i]!;
    if (!m.onError) continue;
    try {
      const out = await m.onError({ ...ctx, error });
      if (out instanceof Error) current = out;
    } catch (err) {
      // A broken observer must not turn the caller's typed error into something else.
      console.error('onError middleware failed', err);
    }
  }
  return current;
}
