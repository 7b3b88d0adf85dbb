// @vitest-environment node
import { createClient } from '@clinic/sdk';
import { describe, expect, it } from 'vitest';
import { createSavedQueryModel } from './saved-query-model.js';
import { createSdkSavedQueryTransport } from './sdk-saved-query-transport.js';

/** A stand-in answering the three superQuerySaved* operations from a map, as the contract describes them. */
function savedQueryServer() {
  const rows = new Map<string, Record<string, unknown>>();
  let nextId = 1;
  const calls: string[] = [];
  const reply = (result: unknown) =>
    new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 1 }), {
      headers: { 'content-type': 'application/json' },
    });
  const client = createClient({
    baseUrl: 'http://127.0.0.1:1/jeecg-boot',
    signer: null,
    fetch: async (request) => {
      const url = new URL(request.url);
      calls.push(
        `${request.method} ${url.pathname}?${url.searchParams.get('saveCode') ?? url.searchParams.get('id')}`,
      );
      if (request.method === 'GET') return reply([...rows.values()]);
      if (request.method === 'DELETE') {
        rows.delete(url.searchParams.get('id')!);
        return reply(null);
      }
      const body = JSON.parse(await request.text());
      const existing = [...rows.values()].find((r) => r.title === body.title);
      const stored = { ...body, id: existing?.id ?? String(nextId++), createTime: '2026-11-22 08:00:00' };
      rows.set(stored.id, stored);
      return reply(stored);
    },
  });
  return { client, rows, calls };
}

describe('createSdkSavedQueryTransport', () => {
  it('saves with comma-joined multi-values, lists back into rows and deletes by id', async () => {
    const server = savedQueryServer();
    const storage = new Map<string, string>();
    const model = createSavedQueryModel({
      saveCode: '/chronic/patient/list',
      transport: createSdkSavedQueryTransport(server.client),
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    });
    model.beginSave([{ key: 1, field: 'sex', rule: 'in', val: ['1', '2'], type: 'list' }], 'or');
    model.setName('男女');
    await model.submitName();
    expect([...server.rows.values()][0]).toMatchObject({
      saveCode: '/chronic/patient/list',
      title: '男女',
      matchType: 'or',
      records: [{ field: 'sex', rule: 'in', val: '1,2', type: 'list' }],
    });
    await model.load();
    expect(model.getSnapshot().entries).toEqual([
      {
        id: '1',
        title: '男女',
        matchType: 'or',
        records: [{ field: 'sex', rule: 'in', val: '1,2', type: 'list' }],
        unsupported: false,
      },
    ]);
    model.requestDelete('男女');
    await model.confirm();
    expect(server.rows.size).toBe(0);
    expect(server.calls).toEqual([
      'POST /jeecg-boot/sys/superQuery/saved?null',
      'GET /jeecg-boot/sys/superQuery/saved?/chronic/patient/list',
      'DELETE /jeecg-boot/sys/superQuery/saved?1',
    ]);
  });
});
