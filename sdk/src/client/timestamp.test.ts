// `_t` rules: epoch seconds on GETs, never on writes, never on the dictionary-item lookups.
import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.js';
import { BASE, fakeFetch } from './fake-fetch.test-util.js';
import { createNoTimestampMatcher } from './timestamp.js';

const NOW = 1_795_336_200_999;

function setup() {
  const f = fakeFetch();
  return { f, client: createClient({ baseUrl: BASE, fetch: f.fetch, now: () => NOW }) };
}

describe('_t', () => {
  it('is added to a GET in whole epoch seconds', async () => {
    const { f, client } = setup();
    await client.request('GET', '/sys/user/list', { query: { pageNo: 1 } });
    expect(f.calls[0]!.url.searchParams.get('_t')).toBe('1795336200');
    expect(f.calls[0]!.url.searchParams.get('pageNo')).toBe('1');
  });

  it('is not added to POST, PUT or DELETE', async () => {
    const { f, client } = setup();
    await client.request('POST', '/sys/user/add', { body: {} });
    await client.request('PUT', '/sys/user/edit', { body: {} });
    await client.request('DELETE', '/sys/user/delete', { query: { id: '1' } });
    for (const call of f.calls) expect(call.url.searchParams.has('_t')).toBe(false);
  });

  it.each([
    '/sys/dict/getDictItems/sex',
    '/sys/dict/getDictItems/sys_user,realname,id',
    '/sys/dict/loadDictItem/sys_user,realname,id?key=admin',
    '/sys/category/loadDictItem/',
    '/sys/category/loadDictItem?ids=1',
  ])('is not added to the dictionary-item lookup %s', async (path) => {
    const { f, client } = setup();
    await client.request('GET', path);
    expect(f.calls[0]!.url.searchParams.has('_t')).toBe(false);
  });

  it('is not added to operations marked x-no-timestamp in the contract', async () => {
    const { f, client } = setup();
    await client.dict.getDictItems({ path: { dictCode: 'sex' } });
    await client.dict.dictList();
    await client.category.categoryLoadDictItem({ query: { ids: '1' } });
    expect(f.calls[0]!.url.pathname).toBe('/jeecg-boot/sys/dict/getDictItems/sex');
    expect(f.calls[0]!.url.searchParams.has('_t')).toBe(false);
    expect(f.calls[1]!.url.searchParams.get('_t')).toBe('1795336200');
    expect(f.calls[2]!.url.searchParams.has('_t')).toBe(false);
  });

  it('is added to a download (GET) too', async () => {
    const { f, client } = setup();
    await client.download('/sys/user/exportXls', { realname: '张' });
    expect(f.calls[0]!.url.searchParams.get('_t')).toBe('1795336200');
  });
});

describe('createNoTimestampMatcher', () => {
  it('matches templated and exact contract paths, not their neighbours', () => {
    const match = createNoTimestampMatcher(['/x/items/{code}', '/y/exact']);
    expect(match('/x/items/abc')).toBe(true);
    expect(match('/y/exact?z=1')).toBe(true);
    expect(match('/y/exact/more')).toBe(false);
    expect(match('/sys/dict/list')).toBe(false);
    expect(match('/sys/dict/getDictItemsX')).toBe(false);
    expect(match('/sys/dict/getDictItems/sex')).toBe(true);
  });
});
