// Hardening of every answer (issue 11 item 10): security headers on every operation and on refusals, query strings up
// to the contract's 20,000 characters accepted and longer ones refused with the envelope (431), a sort column that is
// not sortable refused (400) on every list, and /health anonymous without naming the database engine.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument } from '../support/contract-document.js';
import { fillPath } from '../support/minimal-input.js';
import { envelopeOf, startServer, PREFIX, type TestServer } from '../support/test-server.js';
import { isPlatformPath } from '../support/operation-plans.js';

const doc = contractDocument();
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'x-content-type-options',
];
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer({ listen: true });
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

function missingHeaders(headers: Record<string, unknown>): string[] {
  return SECURITY_HEADERS.filter((h) => !headers[h]);
}

/** A raw GET over the socket (inject would skip Node's own header limit). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  const url = new URL(server.baseUrl);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: `${PREFIX}${path}`, method: 'GET', headers },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('security headers', () => {
  it('are on the answer of every operation, anonymous or not', async () => {
    const wrong: string[] = [];
    // A session of its own: the sweep calls logout too.
    const sweeper = await server.login('admin');
    for (const op of doc.operations) {
      const path = fillPath(
        op.path,
        Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, '1'])),
      );
      for (const token of [null, sweeper]) {
        const res = await server.call(op.method, path, { token, query: { id: 'x' } });
        const missing = missingHeaders(res.headers);
        if (missing.length)
          wrong.push(`${op.operationId} ${token ? 'admin' : 'anonymous'}: ${missing.join(',')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('forbid framing and scripts from elsewhere, also on 404 and on the probe', async () => {
    for (const path of ['/no/such/route', '/health']) {
      const res = await server.app.inject({
        method: 'GET',
        url: path.startsWith('/health') ? path : `${PREFIX}${path}`,
      });
      expect(missingHeaders(res.headers)).toEqual([]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(String(res.headers['content-security-policy'])).not.toMatch(
        /script-src[^;]*unsafe-(inline|eval)/,
      );
    }
  });
});

describe('long query strings', () => {
  it('accepts a batch delete naming 20,000 characters of ids over a real socket', async () => {
    const ids = Array.from({ length: 1_050 }, (_, i) => `1${String(i).padStart(17, '0')}`)
      .join(',')
      .slice(0, 20_000);
    const res = await rawGet(
      `/sys/position/list?ids=${ids}&superQueryParams=${encodeURIComponent('张'.repeat(6_000))}`,
      {
        'x-access-token': admin,
      },
    );
    expect(res.status).not.toBe(431);
    expect(res.status).not.toBe(414);
  });

  it('answers a longer one with the envelope and the security headers (431)', async () => {
    const res = await rawGet(`/sys/position/list?x=${'a'.repeat(300_000)}`, { 'x-access-token': admin });
    expect(res.status).toBe(431);
    const env = JSON.parse(res.body) as { success: boolean; code: number; message: string };
    expect(env).toMatchObject({ success: false, code: 431 });
    expect(env.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(missingHeaders(res.headers)).toEqual([]);
  });
});

describe('sort columns', () => {
  const lists = doc.operations.filter((o) => o.crud === 'list' && o.params.some((p) => p.name === 'column'));
  it.each(lists.map((o) => [o.operationId, o] as const))(
    '%s refuses a column that is not sortable (400)',
    async (_id, op) => {
      // Platform-level lists (租户管理) answer only the platform department's administrator.
      const token = isPlatformPath(op.path) ? await server.login('operator') : admin;
      for (const column of ['passwordHash', 'noSuchField', 'tenantId']) {
        const res = await server.call('GET', op.path, {
          token,
          query: { column, order: 'asc', pageSize: '1' },
        });
        expect(res.statusCode, `${column}: ${res.body.slice(0, 120)}`).toBe(400);
        expect(envelopeOf(res)?.success).toBe(false);
      }
      const fine = await server.call('GET', op.path, {
        token,
        query: { column: 'createTime', order: 'asc', pageSize: '1' },
      });
      expect(fine.statusCode, fine.body.slice(0, 120)).toBe(200);
    },
  );
});

describe('/health', () => {
  it('answers anonymously without naming the engine', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body.toLowerCase()).not.toMatch(/pglite|postgres/);
  });
});
