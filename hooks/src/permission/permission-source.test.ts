import { createClient, memoryTokenStore } from '@clinic/sdk';
import { describe, expect, it } from 'vitest';
import { menuBadgeFetcherFromClient } from '../menu/menu-badge-source.js';
import { createPermissionModel, permissionSourceFromClient } from './index.js';

function clientAnswering(results: Record<string, unknown>, seen: string[]) {
  return createClient({
    baseUrl: 'http://api.test/jeecg-boot',
    tokenStore: memoryTokenStore('tok'),
    signer: null,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      seen.push(url.pathname);
      const result = results[url.pathname.replace('/jeecg-boot', '')];
      const body = { success: true, message: '', code: 200, result, timestamp: 0 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
}

describe('SDK adapters of the permission and menu models', () => {
  it('loads the permission model from getUserPermissionByToken', async () => {
    const seen: string[] = [];
    const answer = {
      menu: [{ id: '1', type: '1', path: '/patient', meta: { title: '患者管理' } }],
      auth: [{ action: 'a:add', type: '1', status: '1' }],
      allAuth: [],
    };
    const client = clientAnswering({ '/sys/permission/getUserPermissionByToken': answer }, seen);
    const model = createPermissionModel(permissionSourceFromClient(client));
    await model.load();
    expect(seen).toEqual(['/jeecg-boot/sys/permission/getUserPermissionByToken']);
    expect(model.getSnapshot()).toMatchObject({ status: 'ready', menu: answer.menu, auth: answer.auth });
  });
  it("reads a corner mark's number through the client", async () => {
    const seen: string[] = [];
    const client = clientAnswering({ '/sys/permission/cornerMark/unreadMessages': 3 }, seen);
    await expect(
      menuBadgeFetcherFromClient(client)('/sys/permission/cornerMark/unreadMessages'),
    ).resolves.toBe(3);
    expect(seen).toEqual(['/jeecg-boot/sys/permission/cornerMark/unreadMessages']);
  });
});
