// The deadline: a TimeoutError after timeoutMs (fake timers), caller cancellation passed through untouched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError } from '../errors/api-error.js';
import { createClient } from './create-client.js';
import { BASE, fakeFetch } from './fake-fetch.test-util.js';

describe('timeout and cancellation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects with TimeoutError (网络超时) after the default 60000 ms, not before', async () => {
    const f = fakeFetch(() => 'hang');
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const outcome = client.request('GET', '/slow').then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await outcome;
    expect(err).toBeInstanceOf(TimeoutError);
    expect((err as TimeoutError).userMessage).toBe('网络超时');
    expect((err as TimeoutError).status).toBe(0);
    expect(f.calls[0]!.request.signal.aborted).toBe(true);
  });

  it('honours a custom timeoutMs', async () => {
    const client = createClient({ baseUrl: BASE, fetch: fakeFetch(() => 'hang').fetch, timeoutMs: 1500 });
    const outcome = client.request('GET', '/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });

  it('a caller abort rejects with the caller reason, not a TimeoutError', async () => {
    const client = createClient({ baseUrl: BASE, fetch: fakeFetch(() => 'hang').fetch });
    const controller = new AbortController();
    const outcome = client.request('GET', '/slow', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const err = (await outcome) as DOMException;
    expect(err).not.toBeInstanceOf(TimeoutError);
    expect(err.name).toBe('AbortError');
  });

  it('an already aborted signal never reaches the network', async () => {
    const f = fakeFetch(() => 'hang');
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const err = await client.request('GET', '/x', { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect((err as DOMException).name).toBe('AbortError');
  });

  it('typed methods and downloads take the signal too', async () => {
    const client = createClient({ baseUrl: BASE, fetch: fakeFetch(() => 'hang').fetch });
    const controller = new AbortController();
    const a = client.user
      .userList({ query: { pageNo: 1 } }, { signal: controller.signal })
      .catch((e: unknown) => e);
    const b = client
      .download('/sys/user/exportXls', {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(((await a) as DOMException).name).toBe('AbortError');
    expect(((await b) as DOMException).name).toBe('AbortError');
  });

  it('calls in flight share one timer, each still timing out at its own deadline', async () => {
    const client = createClient({ baseUrl: BASE, fetch: fakeFetch(() => 'hang').fetch });
    const settled: string[] = [];
    const start = (ms: number) =>
      client
        .request('GET', `/slow${ms}`, { timeoutMs: ms })
        .catch((e: unknown) => settled.push(`${ms}:${(e as Error).constructor.name}`));
    const calls = [start(3000), start(1000), start(2000)];
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['1000:TimeoutError']);
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all(calls);
    expect(settled).toEqual(['1000:TimeoutError', '2000:TimeoutError', '3000:TimeoutError']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a response in time clears the timer', async () => {
    const client = createClient({ baseUrl: BASE, fetch: fakeFetch().fetch });
    await client.request('GET', '/fast');
    expect(vi.getTimerCount()).toBe(0);
  });
});
