// @vitest-environment node
import { createClient } from '@clinic/sdk';
import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createListModel } from './list-model.js';
import type { Notice } from '../core/observable-store.js';
import { createSdkListTransport, normalizeListResult } from './sdk-list-transport.js';

function envelope(result: unknown, extra: Record<string, unknown> = {}) {
  return new Response(
    JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 1, ...extra }),
    {
      headers: { 'content-type': 'application/json' },
    },
  );
}

function clientAnswering(answer: (url: URL, method: string) => Response) {
  const seen: { method: string; url: URL }[] = [];
  const client = createClient({
    baseUrl: 'http://127.0.0.1:1/jeecg-boot',
    signer: null,
    fetch: async (request) => {
      const url = new URL(request.url);
      seen.push({ method: request.method, url });
      return answer(url, request.method);
    },
  });
  return { client, seen };
}

describe('normalizeListResult', () => {
  it('keeps the flag of an estimated total, and only that flag', () => {
    expect(normalizeListResult({ records: [], total: 100_000, totalEstimated: true })).toEqual({
      records: [],
      total: 100_000,
      totalEstimated: true,
    });
    expect(normalizeListResult({ records: [], total: 3, totalEstimated: false })).toEqual({
      records: [],
      total: 3,
    });
  });
  it('reads result.records and result.total, or a bare array', () => {
    expect(normalizeListResult({ records: [{ id: '1' }], total: 40 })).toEqual({
      records: [{ id: '1' }],
      total: 40,
    });
    expect(normalizeListResult([{ id: '1' }, { id: '2' }])).toEqual({
      records: [{ id: '1' }, { id: '2' }],
      total: 2,
    });
    expect(normalizeListResult({ records: [{ id: '1' }], total: 'x' })).toEqual({
      records: [{ id: '1' }],
      total: 1,
    });
    expect(normalizeListResult(null)).toEqual({ records: [], total: 0 });
  });
});

describe('createSdkListTransport over the real SDK client', () => {
  it('sends the list params on the query string and ids comma-joined for batch delete', async () => {
    const { client, seen } = clientAnswering((url, method) =>
      method === 'GET'
        ? envelope({ records: [{ id: '9' }], total: 1 })
        : envelope(null, { message: '删除成功!' }),
    );
    const transport = createSdkListTransport(client);
    const page = await transport.list(
      '/chronic/patient/list',
      { superQueryParams: '%5B%5D', pageNo: 1, pageSize: 30 },
      new AbortController().signal,
    );
    expect(page).toEqual({ records: [{ id: '9' }], total: 1 });
    expect(seen[0]!.url.pathname).toBe('/jeecg-boot/chronic/patient/list');
    expect(seen[0]!.url.searchParams.get('superQueryParams')).toBe('%5B%5D');
    expect(await transport.deleteBatch('/chronic/patient/deleteBatch', ['1', '2'])).toBe('删除成功!');
    expect(seen[1]!.method).toBe('DELETE');
    expect(seen[1]!.url.searchParams.get('ids')).toBe('1,2');
    await transport.delete('/chronic/patient/delete', '7');
    expect(seen[2]!.url.searchParams.get('id')).toBe('7');
  });

  it('a 510 envelope reaches the list page as a warning with the server message', async () => {
    const { client } = clientAnswering(
      () =>
        new Response(
          JSON.stringify({ success: false, message: '没有权限，请联系管理员', code: 510, result: null }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const notices: Notice[] = [];
    const model = createListModel({
      urls: { list: '/sys/user/list' },
      columns: ['username'],
      transport: createSdkListTransport(client),
      router: createMemoryRouterAdapter('/users'),
    });
    model.onNotice((n) => notices.push(n));
    model.mount();
    await expect.poll(() => model.getSnapshot().loading).toBe(false);
    expect(notices).toEqual([{ level: 'warning', text: '没有权限，请联系管理员' }]);
  });
});
