// Tenant sweep (issue 3 "How it is checked"), generated from the document: tenant 2000's admin calls every operation
// that needs a session with inputs naming tenant 1000's ids and data. Every answer is 404 or holds none of tenant
// 1000's ids or names, and tenant 1000's rows are unchanged afterwards. A foreign `tenant-id` header is 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, type ContractOperation } from '../support/contract-document.js';
import { fillPath } from '../support/minimal-input.js';
import {
  isDestructive,
  planCall,
  planContext,
  type PlanContext,
  type PlannedCall,
} from '../support/operation-plans.js';
import { leakedMarkers, tenantMarkers, tenantSnapshot } from '../support/tenant-data.js';
import { envelopeOf, startServer, TENANT_A, type TestServer } from '../support/test-server.js';
import { workbookText } from '../support/workbook-text.js';

const doc = contractDocument();
/** Operations that end the caller's own session: sweeping them would only log tenant 2000 out. */
const OWN_SESSION = new Set(['logout', 'staffLogout', 'changePassword']);
const swept = doc.operations.filter((o) => !o.isPublic && !OWN_SESSION.has(o.operationId));
// Imports copy rows into the caller's tenant, so they run last, after every scan of tenant 2000's answers.
const ordered = [
  ...swept.filter((o) => !isDestructive(o) && o.crud !== 'importExcel'),
  ...swept.filter((o) => isDestructive(o)),
  ...swept.filter((o) => o.crud === 'importExcel'),
];

let server: TestServer;
let ctx: PlanContext;
let foreign: string;
let markers: Set<string>;
const plans = new Map<string, PlannedCall | Error>();
let before: Record<string, string[]>;

function send(op: ContractOperation, plan: PlannedCall, token: string, tenant?: string) {
  return server.call(op.method, fillPath(op.path, plan.path), {
    token,
    query: plan.query,
    ...(tenant !== undefined ? { tenant } : {}),
    ...(plan.multipart
      ? { rawPayload: plan.multipart.body, headers: { 'content-type': plan.multipart.contentType } }
      : { body: plan.body }),
  });
}

beforeAll(async () => {
  server = await startServer();
  ctx = await planContext(server);
  // Every call is planned as tenant 1000's admin would make it (tenant 1000's ids), before any snapshot.
  for (const op of ordered)
    plans.set(
      op.operationId,
      await planCall(ctx, op).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
    );
  foreign = await server.login('tenant2admin');
  markers = await tenantMarkers(server, TENANT_A);
  before = await tenantSnapshot(server, TENANT_A);
});
afterAll(async () => {
  await server?.close();
});

describe('tenant 2000 against tenant 1000', () => {
  it('knows enough of tenant 1000 to recognise a leak', () => {
    expect(markers.size).toBeGreaterThan(50);
    expect([...markers].some((m) => /[\u4e00-\u9fa5]/.test(m))).toBe(true);
  });

  for (const op of ordered) {
    it(`${op.operationId} (${op.method} ${op.path}) shows none of tenant 1000's data`, async () => {
      const plan = plans.get(op.operationId);
      if (!plan || plan instanceof Error) throw plan ?? new Error('not planned');
      const res = await send(op, plan, foreign);
      expect(res.statusCode, res.body.slice(0, 200)).not.toBe(500);
      const env = envelopeOf(res);
      const text = env ? res.body : res.statusCode === 200 ? workbookText(res.rawPayload) : res.body;
      // The caller's own input echoed back is not a leak; inputs naming tenant 1000's records are checked below.
      const sent = new Set(leakedMarkers(JSON.stringify(plan), markers));
      const leaked = leakedMarkers(text, markers).filter((m) => !sent.has(m));
      expect(leaked, text.slice(0, 300)).toEqual([]);
      const namesForeignId = [...sent].some((m) => /^\d{6,}$/.test(m));
      if (namesForeignId && op.crud !== 'importExcel' && op.operationId !== 'readMessages') {
        // Naming another tenant's record is a 404, or at least a refusal: never a success.
        expect(res.statusCode === 404 || env?.success === false, res.body.slice(0, 200)).toBe(true);
      }
    });
  }

  it("leaves tenant 1000's rows exactly as they were", async () => {
    const after = await tenantSnapshot(server, TENANT_A);
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  });
});

describe('a tenant-id header naming a tenant the user does not belong to', () => {
  const needSession = doc.operations.filter(
    (o) => !o.isPublic && o.operationId !== 'logout' && o.operationId !== 'staffLogout',
  );
  it('answers 403 on every operation that needs a session', async () => {
    const wrong: string[] = [];
    for (const op of needSession) {
      const planned = plans.get(op.operationId);
      const plan = planned && !(planned instanceof Error) ? planned : { token: null, path: {}, query: {} };
      // Tenant 1000 on every operation; the admin's second tenant on a sample (every seventh) to bound the run.
      const tenants = needSession.indexOf(op) % 7 === 0 ? [TENANT_A, '1423892807230000001'] : [TENANT_A];
      for (const tenant of tenants) {
        const res = await send(op, plan, foreign, tenant);
        if (res.statusCode !== 403) wrong.push(`${op.operationId} tenant-id ${tenant}: ${res.statusCode}`);
        else expect(envelopeOf(res)?.success).toBe(false);
      }
    }
    expect(wrong).toEqual([]);
  });
});
