// The generic CRUD resource: JeecgBoot's paths, methods and parameters for each action.
import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, ok } from './fake-fetch.test-util.js';

describe('client.resource', () => {
  it('maps every action onto the JeecgBoot path, method and parameters', async () => {
    const f = fakeFetch(() => ok({ records: [], total: 0 }));
    const users = createClient({ baseUrl: BASE, fetch: f.fetch }).resource<{ id: string; realname: string }>(
      '/sys/user/',
    );
    await users.list({ pageNo: 2, realname: '*王*' });
    await users.queryById('7');
    await users.add({ realname: '李' });
    await users.edit({ id: '7', realname: '李' });
    await users.delete('7');
    await users.deleteBatch(['7', '8']);
    await users.importExcel(new FormData());
    await users.exportXls({ selections: '7,8' });
    const seen = f.calls.map(
      (c) =>
        `${c.method} ${c.url.pathname} ${[...c.url.searchParams]
          .filter(([k]) => k !== '_t')
          .map(([k, v]) => `${k}=${v}`)
          .join('&')}`,
    );
    expect(seen).toEqual([
      'GET /jeecg-boot/sys/user/list pageNo=2&realname=*王*',
      'GET /jeecg-boot/sys/user/queryById id=7',
      'POST /jeecg-boot/sys/user/add ',
      'PUT /jeecg-boot/sys/user/edit ',
      'DELETE /jeecg-boot/sys/user/delete id=7',
      'DELETE /jeecg-boot/sys/user/deleteBatch ids=7,8',
      'POST /jeecg-boot/sys/user/importExcel ',
      'GET /jeecg-boot/sys/user/exportXls selections=7,8',
    ]);
    expect(JSON.parse(f.calls[3]!.bodyText!)).toEqual({ id: '7', realname: '李' });
  });

  it('refuses an empty base', () => {
    expect(() => createClient({ baseUrl: BASE }).resource('/')).toThrow(TypeError);
  });
});
