// Every header rule: token, tenant, app code, and the signature over exactly the bytes sent.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET, signableFromUrl } from '../signing/signable.js';
import { verifyJeecgMd5 } from '../signing/jeecg-md5.js';
import { verifyHmacSha256 } from '../signing/hmac-sha256.js';
import { hmacSha256, jeecgMd5 } from '../signing/signers.js';
import { memoryTenantStore, memoryTokenStore } from '../stores/session-stores.js';
import { createClient } from './create-client.js';
import { BASE, fakeFetch, json, type Recorded } from './fake-fetch.test-util.js';

const NOW = 1_795_336_200_123;

/** What the server sees: the request rebuilt from the wire, as the verifier takes it. */
const signableOf = (rec: Recorded) => signableFromUrl(rec.method, rec.url.href, rec.bodyText);

describe('request headers', () => {
  it('signed out: no X-Access-Token, tenant-id 0, X-App-Code PSC-TB-WEB, X-Sign and X-TIMESTAMP', async () => {
    const f = fakeFetch();
    const client = createClient({ baseUrl: BASE, fetch: f.fetch, now: () => NOW });
    await client.request('GET', '/sys/permission/getUserPermissionByToken');
    const h = f.calls[0]!.headers;
    expect(h.has('X-Access-Token')).toBe(false);
    expect(h.get('tenant-id')).toBe('0');
    expect(h.get('X-App-Code')).toBe('PSC-TB-WEB');
    expect(h.get('X-Sign')).toMatch(/^[0-9A-F]{32}$/);
    expect(h.get('X-TIMESTAMP')).toBe(String(NOW));
    expect(h.has('X-Nonce')).toBe(false);
  });

  it('signed in: the token, the stored tenant (a string beyond 2^53) and a custom app code', async () => {
    const f = fakeFetch();
    const client = createClient({
      baseUrl: BASE,
      fetch: f.fetch,
      appCode: 'RWS-P-WEB',
      tokenStore: memoryTokenStore('tok-1'),
      tenantStore: memoryTenantStore('1423892807230000001'),
    });
    await client.request('GET', '/sys/user/getUserInfo');
    const h = f.calls[0]!.headers;
    expect(h.get('X-Access-Token')).toBe('tok-1');
    expect(h.get('tenant-id')).toBe('1423892807230000001');
    expect(h.get('X-App-Code')).toBe('RWS-P-WEB');
  });

  it('reads the stores on every call, so login, tenant switch and logout take effect at once', async () => {
    const f = fakeFetch();
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    client.setToken('tok-2');
    client.setTenant(1000);
    await client.request('GET', '/a');
    client.setToken(null);
    client.setTenant(null);
    await client.request('GET', '/a');
    expect(f.calls[0]!.headers.get('X-Access-Token')).toBe('tok-2');
    expect(f.calls[0]!.headers.get('tenant-id')).toBe('1000');
    expect(f.calls[1]!.headers.has('X-Access-Token')).toBe(false);
    expect(f.calls[1]!.headers.get('tenant-id')).toBe('0');
  });

  it('the default signer is the compatible MD5 one with the public secret, over the URL as sent', async () => {
    const f = fakeFetch();
    const client = createClient({ baseUrl: BASE, fetch: f.fetch, now: () => NOW });
    await client.request('GET', '/sys/dict/loadDictItem/sys_user,realname,id', {
      query: { key: 'admin,张三' },
    });
    const rec = f.calls[0]!;
    expect(verifyJeecgMd5(signableOf(rec), DEFAULT_SIGN_SECRET, rec.headers.get('X-Sign')!)).toBe(true);
    expect(verifyJeecgMd5(signableOf(rec), 'other-secret', rec.headers.get('X-Sign')!)).toBe(false);
  });

  it('the JSON body is serialised once and sent as exactly the signed bytes', async () => {
    const f = fakeFetch();
    const signer = jeecgMd5('s3cret', { now: () => NOW });
    const client = createClient({ baseUrl: BASE, fetch: f.fetch, signer });
    const body = { realname: '王医生', age: 42, enabled: true, '10': 'a', '9': 'b' };
    await client.request('POST', '/sys/user/edit?id=7', { body });
    const rec = f.calls[0]!;
    expect(rec.bodyText).toBe(JSON.stringify(body));
    expect(rec.headers.get('content-type')).toBe('application/json');
    expect(rec.headers.get('X-TIMESTAMP')).toBe(String(NOW));
    expect(verifyJeecgMd5(signableOf(rec), 's3cret', rec.headers.get('X-Sign')!)).toBe(true);
    expect(
      verifyJeecgMd5(
        { ...signableOf(rec), bodyText: '{"realname":"x"}' },
        's3cret',
        rec.headers.get('X-Sign')!,
      ),
    ).toBe(false);
  });

  it('HMAC mode adds X-Nonce and the server-side verifier accepts the request as received', async () => {
    const f = fakeFetch();
    const client = createClient({
      baseUrl: BASE,
      fetch: f.fetch,
      signer: hmacSha256('partner', { now: () => NOW }),
    });
    await client.request('PUT', '/sys/user/edit', { query: { a: '1' }, body: { id: '7' } });
    const rec = f.calls[0]!;
    const h = rec.headers;
    expect(h.get('X-Nonce')).toMatch(/^[0-9a-f]{32}$/);
    const args = [
      signableOf(rec),
      'partner',
      h.get('X-TIMESTAMP')!,
      h.get('X-Nonce')!,
      h.get('X-Sign')!,
    ] as const;
    expect(await verifyHmacSha256(...args)).toBe(true);
    expect(
      await verifyHmacSha256({ ...args[0], bodyText: '{"id":"8"}' }, args[1], args[2], args[3], args[4]),
    ).toBe(false);
  });

  it('signer: null sends no signature headers', async () => {
    const f = fakeFetch();
    const client = createClient({ baseUrl: BASE, fetch: f.fetch, signer: null });
    await client.request('GET', '/a');
    expect(f.calls[0]!.headers.has('X-Sign')).toBe(false);
    expect(f.calls[0]!.headers.has('X-TIMESTAMP')).toBe(false);
  });

  it('multipart bodies are sent as FormData and signed over path and query only', async () => {
    const f = fakeFetch();
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2']), 'x.csv');
    await client.upload('/sys/common/upload?biz=temp', form);
    const rec = f.calls[0]!;
    expect(rec.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(rec.bodyText).toBeUndefined();
    expect(verifyJeecgMd5(signableOf(rec), DEFAULT_SIGN_SECRET, rec.headers.get('X-Sign')!)).toBe(true);
  });
});

describe('signing in through a login operation', () => {
  const loginAnswer = (code: number | string) =>
    json({ success: true, message: '', code, result: { token: 'tok-login', userInfo: { id: 'u1' } } });

  it('a code-200 login answer makes later calls carry its token', async () => {
    const f = fakeFetch(() => loginAnswer(200));
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    await client.auth.login({ body: { username: 'doctor', password: 'x' } });
    expect(client.getToken()).toBe('tok-login');
  });

  it('any other code, or any other operation with a token in its result, signs nobody in', async () => {
    const f = fakeFetch(() => loginAnswer(201));
    const client = createClient({ baseUrl: BASE, fetch: f.fetch });
    await client.auth.login({ body: { username: 'doctor', password: 'x' } });
    expect(client.getToken()).toBeNull();
    const g = fakeFetch(() => loginAnswer(200));
    const other = createClient({ baseUrl: BASE, fetch: g.fetch });
    await other.request('GET', '/sys/user/getUserInfo');
    expect(other.getToken()).toBeNull();
  });
});
