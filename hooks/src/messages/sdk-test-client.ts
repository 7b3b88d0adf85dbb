// Test helper: a real @clinic/sdk client over a fake fetch that answers every call with one envelope and records it.
import { createClient, type ClinicClient } from '@clinic/sdk';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

export function clientAnswering(
  result: unknown,
  { success = true, message = '' }: { success?: boolean; message?: string } = {},
): { client: ClinicClient; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const client = createClient({
    baseUrl: 'http://127.0.0.1:1/jeecg-boot',
    signer: null,
    fetch: async (request) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: await request.text(),
      });
      return new Response(
        JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }),
        { headers: { 'content-type': 'application/json' } },
      );
    },
  });
  return { client, seen };
}
