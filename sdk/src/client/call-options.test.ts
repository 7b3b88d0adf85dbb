// Per-call timeout and headers, client-wide headers, and the request id / headers of successful answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError } from '../errors/api-error.js';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, json, ok } from './fake-fetch.test-util.js';

describe('per-call options', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('timeoutMs of one call wins over the client default', async () => {
    vi.useFakeTimers();
    const client = createClient({ baseUrl: BASE, fetch: fakeFetch(() => 'hang').fetch, timeoutMs: 60_000 });
    const outcome = client.user.userList({ query: {} }, { timeoutMs: 250 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(250);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });

  it('client headers go on every call, call headers on that call, and win over the SDK defaults', async () => {
    const f = fakeFetch();
    const client = createClient({ baseUrl: BASE, fetch: f.fetch, headers: { 'X-Partner': 'p1' } });
    await client.request('GET', '/a', { headers: { 'tenant-id': '2000', 'X-Trace': 't1' } });
    await client.request('GET', '/b');
    expect(f.calls[0]!.headers.get('tenant-id')).toBe('2000');
    expect(f.calls[0]!.headers.get('X-Trace')).toBe('t1');
    expect(f.calls[0]!.headers.get('X-Partner')).toBe('p1');
    expect(f.calls[1]!.headers.get('tenant-id')).toBe('0');
    expect(f.calls[1]!.headers.has('X-Trace')).toBe(false);
    expect(f.calls[1]!.headers.get('X-Partner')).toBe('p1');
  });
});

describe('answers with their metadata', () => {
  const answer = () =>
    json({ success: true, message: '', code: 200, result: { records: [], total: 0 }, timestamp: 1 }, 200, {
      'X-Request-Id': 'req-ok-1',
      'X-RateLimit-Remaining': '99',
    });

  it('withMeta on a typed method gives result, envelope, request id, status and headers', async () => {
    const client = createClient({ baseUrl: BASE, fetch: fakeFetch(answer).fetch });
    const meta = await client.user.userList.withMeta({ query: { pageNo: 1 } });
    expect(meta.result).toEqual({ records: [], total: 0 });
    expect(meta.envelope?.code).toBe(200);
    expect(meta.requestId).toBe('req-ok-1');
    expect(meta.status).toBe(200);
    expect(meta.headers.get('X-RateLimit-Remaining')).toBe('99');
    expect(client.user.userList.operationId).toBe('userList');
  });

  it('callWithMeta, requestWithMeta and downloads carry the request id too', async () => {
    const f = fakeFetch((req) =>
      req.url.pathname.endsWith('exportXls')
        ? new Response(new Blob(['x']), {
            headers: { 'content-type': 'application/vnd.ms-excel', 'X-Request-Id': 'req-file' },
          })
        : answer(),
    );
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    expect((await client.callWithMeta('userList', { query: {} })).requestId).toBe('req-ok-1');
    expect((await client.requestWithMeta('GET', '/sys/user/list')).requestId).toBe('req-ok-1');
    const file = await client.download('/sys/user/exportXls');
    expect(file.requestId).toBe('req-file');
    const typed = await client.user.userExportXls.withMeta({ query: {} });
    expect(typed.envelope).toBeNull();
    expect(typed.requestId).toBe('req-file');
  });

  it('the envelope of a plain request is unchanged', async () => {
    const client = createClient({ baseUrl: BASE, fetch: fakeFetch(() => ok(1, { code: 201 })).fetch });
    expect((await client.requestEnvelope('GET', '/x')).code).toBe(201);
  });
});
