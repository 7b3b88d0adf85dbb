import { createClient, memoryTokenStore } from '@clinic/sdk';
import { describe, expect, it } from 'vitest';
import { departSourceFromClient } from './index.js';

function envelope(result: unknown) {
  return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
    headers: { 'content-type': 'application/json' },
  });
}

describe('departSourceFromClient', () => {
  it('reads the current departments and posts the switch through the SDK', async () => {
    const seen: { method: string; path: string; body: unknown }[] = [];
    const client = createClient({
      baseUrl: 'http://api.test/jeecg-boot',
      tokenStore: memoryTokenStore('tok'),
      signer: null,
      fetch: async (request: Request) => {
        const path = new URL(request.url).pathname;
        const body = request.method === 'POST' ? await request.json() : null;
        seen.push({ method: request.method, path, body });
        if (path.endsWith('/sys/user/getCurrentUserDeparts')) {
          return envelope({ list: [{ id: '1', deptCode: 'A01', departName: '内分泌科' }], deptCode: 'A01' });
        }
        return envelope({ userInfo: { id: 'u1', username: 'doctor', realname: '王医生' } });
      },
    });
    const source = departSourceFromClient(client);
    await expect(source.fetch()).resolves.toEqual({
      list: [{ id: '1', deptCode: 'A01', departName: '内分泌科' }],
      deptCode: 'A01',
    });
    await expect(source.select({ deptCode: 'A01', username: 'doctor' })).resolves.toEqual({
      userInfo: { id: 'u1', username: 'doctor', realname: '王医生' },
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /jeecg-boot/sys/user/getCurrentUserDeparts',
      'POST /jeecg-boot/sys/selectDepart',
    ]);
    expect(seen[1]!.body).toEqual({ deptCode: 'A01', username: 'doctor' });
  });
});
