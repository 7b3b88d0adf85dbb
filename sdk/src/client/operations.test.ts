// Typed per-tag methods: wire shape of path/query/body, results, files, uploads and paging (static types: public-types.test.ts).
import { describe, expect, it } from 'vitest';
import { verifyJeecgMd5 } from '../signing/jeecg-md5.js';
import { DEFAULT_SIGN_SECRET, signableFromUrl } from '../signing/signable.js';
import { operationTable } from '../generated/operations.js';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, json, ok, type Handler } from './fake-fetch.test-util.js';
import type { Page } from './paginate.js';

const setup = (handler?: Handler) => {
  const f = fakeFetch(handler);
  return {
    f,
    client: createClient({ baseUrl: BASE, fetch: f.fetch, staticDomain: 'https://files.cn/static' }),
  };
};

describe('typed operations', () => {
  it('every operation of the table hangs under its group', () => {
    const { client } = setup();
    for (const [id, op] of Object.entries(operationTable)) {
      expect(typeof (client as unknown as Record<string, Record<string, unknown>>)[op.group]![id]).toBe(
        'function',
      );
    }
  });

  it('a list call sends its query and resolves to the page', async () => {
    const page = { records: [{ id: '1', username: 'doctor' }], total: 1, size: 10, current: 1, pages: 1 };
    const { f, client } = setup(() => ok(page));
    const result = await client.user.userList({ query: { pageNo: 1, pageSize: 10, realname: '*王*' } });
    expect(result).toEqual(page);
    const url = f.calls[0]!.url;
    expect(f.calls[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/jeecg-boot/sys/user/list');
    expect(url.searchParams.get('realname')).toBe('*王*');
    expect(url.searchParams.get('pageSize')).toBe('10');
  });

  it('path variables are filled in and a comma value is signed as x-path-variable', async () => {
    const { f, client } = setup(() => ok([{ value: '1', text: '男' }]));
    await client.dict.getDictItems({ path: { dictCode: 'sys_user,realname,id' } });
    const rec = f.calls[0]!;
    expect(decodeURIComponent(rec.url.pathname)).toBe(
      '/jeecg-boot/sys/dict/getDictItems/sys_user,realname,id',
    );
    const signable = signableFromUrl(rec.method, rec.url.href, rec.bodyText);
    expect(verifyJeecgMd5(signable, DEFAULT_SIGN_SECRET, rec.headers.get('X-Sign')!)).toBe(true);
  });

  it('a body goes out as JSON with the method of the contract', async () => {
    const { f, client } = setup(() => ok(null));
    await client.user.userEdit({ body: { id: '7', realname: '王医生' } as never });
    expect(f.calls[0]!.method).toBe('PUT');
    expect(JSON.parse(f.calls[0]!.bodyText!)).toEqual({ id: '7', realname: '王医生' });
  });

  it('callEnvelope keeps message and code (201 partial import)', async () => {
    const { client } = setup(() =>
      ok({ msg: '部分失败', fileUrl: 'x.xls', fileName: 'x.xls' }, { code: 201 }),
    );
    const env = await client.callEnvelope('userImportExcel', { body: new FormData() });
    expect(env.code).toBe(201);
    expect(env.result).toMatchObject({ fileName: 'x.xls' });
  });

  it('an export resolves to the Blob and its Content-Disposition file name', async () => {
    const { client } = setup(
      () =>
        new Response(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), {
          headers: {
            'content-type': 'application/vnd.ms-excel',
            'content-disposition':
              'attachment; filename="user.xls"; filename*=UTF-8\'\'%E7%94%A8%E6%88%B7.xls',
          },
        }),
    );
    const file = await client.user.userExportXls({ query: { realname: '王' } });
    expect(file.filename).toBe('用户.xls');
    expect(file.contentType).toBe('application/vnd.ms-excel');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]));
  });

  it('an export answered with an envelope gives its result (a stored path); a failed one throws', async () => {
    const { client } = setup(() => ok('temp/export_1.xls'));
    expect((await client.download('/sys/user/exportXls')).result).toBe('temp/export_1.xls');
    const failing = setup(() => json({ success: false, message: '导出失败', code: 500, result: null }));
    await expect(failing.client.download('/sys/user/exportXls')).rejects.toMatchObject({
      userMessage: '导出失败',
    });
  });

  it('the upload tag methods hang on client.upload, which still uploads by path', async () => {
    const { f, client } = setup(() => ok('temp/a.png'));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    expect(await client.upload('/sys/common/upload', form)).toBe('temp/a.png');
    expect(await client.upload.commonUpload({ body: form })).toBe('temp/a.png');
    expect(f.calls.map((c) => c.url.pathname)).toEqual([
      '/jeecg-boot/sys/common/upload',
      '/jeecg-boot/sys/common/upload',
    ]);
    expect(client.fileUrl('temp/a.png')).toBe('https://files.cn/static/temp/a.png');
  });

  it('request() takes a configured URL with its own query string', async () => {
    const { f, client } = setup(() => ok(1));
    await client.request('DELETE', '/sys/user/deleteBatch?ids=1,2', { query: { extra: 'y' } });
    expect(f.calls[0]!.url.searchParams.get('ids')).toBe('1,2');
    expect(f.calls[0]!.url.searchParams.get('extra')).toBe('y');
  });

  it('request() adds a missing leading slash, accepts the full base URL, refuses other origins', async () => {
    const { f, client } = setup(() => ok(1));
    await client.request('GET', 'sys/dict/refleshCache');
    await client.request('GET', `${BASE}/sys/dict/queryAllDictItems`);
    expect(f.calls.map((c) => c.url.pathname)).toEqual([
      '/jeecg-boot/sys/dict/refleshCache',
      '/jeecg-boot/sys/dict/queryAllDictItems',
    ]);
    await expect(client.request('GET', 'https://evil.example/steal')).rejects.toBeInstanceOf(TypeError);
    await expect(client.download('//evil.example/x')).rejects.toBeInstanceOf(TypeError);
    expect(f.calls).toHaveLength(2);
  });

  it('paginate walks every page until the total', async () => {
    const all = Array.from({ length: 23 }, (_, i) => ({ id: String(i) }));
    const { f, client } = setup((req) => {
      const pageNo = Number(req.url.searchParams.get('pageNo'));
      const pageSize = Number(req.url.searchParams.get('pageSize'));
      return ok({ records: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length });
    });
    const seen: string[] = [];
    for await (const page of client.paginate(
      (query, opts) => client.request<Page<{ id: string }>>('GET', '/sys/user/list', { query, ...opts }),
      { pageSize: 10, realname: '王' },
    )) {
      seen.push(...page.records.map((r) => r.id));
    }
    expect(seen).toEqual(all.map((r) => r.id));
    expect(f.calls).toHaveLength(3);
    expect(f.calls[2]!.url.searchParams.get('realname')).toBe('王');
  });

  it('paginate stops on an empty page even if the total says more', async () => {
    const { f, client } = setup(() => ok({ records: [], total: 99 }));
    const pages = [];
    for await (const p of client.paginate((q) => client.request<Page<unknown>>('GET', '/l', { query: q })))
      pages.push(p);
    expect(pages).toHaveLength(1);
    expect(f.calls).toHaveLength(1);
  });

  it('an unknown operation id is a clear error', async () => {
    const { client } = setup();
    await expect(client.call('nope' as never)).rejects.toThrow('Unknown operation nope');
    expect(() => createClient({} as never)).toThrow('createClient needs a baseUrl');
  });
});
