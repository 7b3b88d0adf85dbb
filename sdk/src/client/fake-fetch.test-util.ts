// A recording fetch for SDK unit tests: answers from a handler, honours AbortSignal like a real fetch.

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  bodyText: string | undefined;
  request: Request;
}

export type Handler = (req: Recorded) => Response | Promise<Response> | 'hang';

export interface FakeFetch {
  fetch: (request: Request) => Promise<Response>;
  calls: Recorded[];
}

export function fakeFetch(
  handler: Handler = () => json({ success: true, message: '', code: 200, result: null }),
): FakeFetch {
  const calls: Recorded[] = [];
  return {
    calls,
    async fetch(request) {
      const contentType = request.headers.get('content-type') ?? '';
      const bodyText =
        request.body && !contentType.startsWith('multipart/') ? await request.clone().text() : undefined;
      const rec: Recorded = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        bodyText,
        request,
      };
      calls.push(rec);
      if (request.signal.aborted) throw request.signal.reason;
      const answer = await handler(rec);
      if (answer !== 'hang') return answer;
      // Aborted while the handler ran: a real fetch rejects too rather than waiting for an abort already past.
      if (request.signal.aborted) throw request.signal.reason;
      return new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      });
    },
  };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
  });
}

export const ok = (result: unknown, extra: Record<string, unknown> = {}) =>
  json({ success: true, message: '操作成功！', code: 200, result, timestamp: 1795336200000, ...extra });

export const BASE = 'http://127.0.0.1:8080/jeecg-boot';
