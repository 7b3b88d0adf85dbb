// Request signing (issue 3 §6): tampered params and bodies, stale and future timestamps, missing signatures and (HMAC)
// replayed nonces are 401 with a clear message; the SDK's own signers are accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSha256, jeecgMd5 } from '@clinic/sdk/signing';
import { PREFIX, startServer, type Envelope, type TestServer } from '../support/test-server.js';

let server: TestServer;
let token: string;
let hmac: Awaited<ReturnType<TestServer['variant']>>;
const HMAC_KEY = 'partner-key-for-tests-0123456789';

beforeAll(async () => {
  server = await startServer({ signMode: 'md5', listen: true });
  token = await server.login('admin');
  hmac = await server.variant({ signMode: 'hmac', signSecret: HMAC_KEY });
});
afterAll(async () => {
  await server?.close();
});

type SignerLike = ReturnType<typeof jeecgMd5>;

/** Signs one request and returns its headers, so a test can send something else under them. */
async function headersFor(
  signer: SignerLike,
  method: string,
  path: string,
  query: Record<string, string>,
  body?: unknown,
): Promise<Record<string, string>> {
  const search = new URLSearchParams(query).toString();
  const url = `${PREFIX}${path}${search ? `?${search}` : ''}`;
  return signer.sign({ method, url, query, body: body === undefined ? undefined : JSON.stringify(body) });
}

function expectRefused(res: { statusCode: number; json<T>(): T }) {
  expect(res.statusCode).toBe(401);
  const env = res.json<Envelope>();
  expect(env.success).toBe(false);
  expect(env.message).toMatch(/签名/);
}

const md5 = () => jeecgMd5(server.config.signSecret, { now: server.config.now });
const LIST = '/chronic/patient/list';

describe('compatible (md5) mode', () => {
  it('accepts the SDK signer, through the real SDK on a port', async () => {
    const client = server.client();
    client.setToken(token);
    const page = await client.patient.patientList({ query: { pageNo: 1, pageSize: 5, name: '张' } });
    expect(Array.isArray(page.records)).toBe(true);
  });

  it('accepts a hand-signed call (the control for the refusals below)', async () => {
    const headers = await headersFor(md5(), 'GET', LIST, { pageNo: '1' });
    const res = await server.call('GET', LIST, { token, query: { pageNo: 1 }, headers, unsigned: true });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a tampered query parameter', async () => {
    const headers = await headersFor(md5(), 'GET', LIST, { pageNo: '1', name: '张' });
    expectRefused(
      await server.call('GET', LIST, { token, query: { pageNo: 1, name: '李' }, headers, unsigned: true }),
    );
  });

  it('refuses an added query parameter', async () => {
    const headers = await headersFor(md5(), 'GET', LIST, { pageNo: '1' });
    expectRefused(
      await server.call('GET', LIST, {
        token,
        query: { pageNo: 1, pageSize: 1000 },
        headers,
        unsigned: true,
      }),
    );
  });

  it('refuses a tampered body', async () => {
    const body = { name: '签名患者' };
    const headers = await headersFor(md5(), 'POST', '/chronic/patient/add', {}, body);
    const res = await server.call('POST', '/chronic/patient/add', {
      token,
      body: { name: '篡改患者' },
      headers,
      unsigned: true,
    });
    expectRefused(res);
    const rows = await server.sql(`select 1 from chronic_patient where name = '篡改患者'`).catch(() => []);
    expect(rows).toHaveLength(0);
  });

  it('refuses a timestamp 301 s old and 301 s in the future, accepts 299 s', async () => {
    for (const [shift, ok] of [
      [-301_000, false],
      [301_000, false],
      [-299_000, true],
      [299_000, true],
    ] as const) {
      const signer = jeecgMd5(server.config.signSecret, { now: () => server.config.now() + shift });
      const headers = await headersFor(signer, 'GET', LIST, {});
      const res = await server.call('GET', LIST, { token, headers, unsigned: true });
      if (ok) expect(res.statusCode, `shift ${shift}`).toBe(200);
      else expectRefused(res);
    }
  });

  it('refuses a missing signature, a missing timestamp and a signature made with another secret', async () => {
    expectRefused(await server.call('GET', LIST, { token, unsigned: true }));
    const headers = await headersFor(md5(), 'GET', LIST, {});
    expectRefused(
      await server.call('GET', LIST, {
        token,
        unsigned: true,
        headers: { 'X-Sign': headers['X-Sign'] as string },
      }),
    );
    const other = jeecgMd5('another-secret', { now: server.config.now });
    expectRefused(
      await server.call('GET', LIST, {
        token,
        unsigned: true,
        headers: await headersFor(other, 'GET', LIST, {}),
      }),
    );
  });

  it('refuses before anything is written or read: a public login with a bad signature is 401', async () => {
    const res = await server.call('POST', '/sys/login', {
      body: { username: 'admin', password: 'Clinic@2026' },
      unsigned: true,
      headers: { 'X-Sign': 'ABCDEF', 'X-TIMESTAMP': String(server.config.now()) },
    });
    expectRefused(res);
  });
});

describe('HMAC mode', () => {
  const signer = () => hmacSha256(HMAC_KEY, { now: hmac.config.now });

  it('accepts the SDK HMAC signer', async () => {
    const res = await hmac.call('GET', LIST, { token, query: { pageNo: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().success).toBe(true);
  });

  it('refuses a replayed nonce', async () => {
    const headers = await headersFor(signer(), 'GET', LIST, {});
    const first = await hmac.call('GET', LIST, { token, headers, unsigned: true });
    expect(first.statusCode).toBe(200);
    expectRefused(await hmac.call('GET', LIST, { token, headers, unsigned: true }));
  });

  it('refuses a tampered param, a tampered body, stale and future timestamps and a missing nonce', async () => {
    let headers = await headersFor(signer(), 'GET', LIST, { name: '张' });
    expectRefused(await hmac.call('GET', LIST, { token, query: { name: '李' }, headers, unsigned: true }));
    headers = await headersFor(signer(), 'POST', '/chronic/patient/add', {}, { name: 'A' });
    expectRefused(
      await hmac.call('POST', '/chronic/patient/add', {
        token,
        body: { name: 'B' },
        headers,
        unsigned: true,
      }),
    );
    for (const shift of [-301_000, 301_000]) {
      const s = hmacSha256(HMAC_KEY, { now: () => hmac.config.now() + shift });
      expectRefused(
        await hmac.call('GET', LIST, {
          token,
          headers: await headersFor(s, 'GET', LIST, {}),
          unsigned: true,
        }),
      );
    }
    headers = await headersFor(signer(), 'GET', LIST, {});
    delete headers['X-Nonce'];
    expectRefused(await hmac.call('GET', LIST, { token, headers, unsigned: true }));
  });

  it('refuses the compatible md5 signature when HMAC is configured', async () => {
    const headers = await headersFor(jeecgMd5(undefined, { now: hmac.config.now }), 'GET', LIST, {});
    expectRefused(await hmac.call('GET', LIST, { token, headers, unsigned: true }));
  });
});
